//! Renders a document given as JSON (the `Document` fields in camelCase) to a PDF and prints how
//! long it took: `cargo run -p portico-invoice --example render -- doc.json out.pdf`.

use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(input), Some(output)) = (args.next(), args.next()) else {
        return Err("usage: render DOCUMENT.json OUT.pdf".into());
    };
    let doc: portico_invoice::Document = serde_json::from_slice(&std::fs::read(input)?)?;
    let start = Instant::now();
    let pdf = portico_invoice::render(&doc)?;
    let first = start.elapsed();
    let start = Instant::now();
    portico_invoice::render(&doc)?;
    println!(
        "{} bytes; first render {first:?}, second {:?}",
        pdf.len(),
        start.elapsed()
    );
    std::fs::write(output, pdf)?;
    Ok(())
}
