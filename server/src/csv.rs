//! CSV for spreadsheet users: RFC 4180 quoting, and formula injection neutralised: a cell that a
//! spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return)
//! is prefixed with `'`, so a visitor's "message" can never execute on a staff member's machine.

/// Appends one row (cells joined by commas, CRLF at the end) to `out`.
pub fn push_row<S: AsRef<str>>(out: &mut String, cells: &[S]) {
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_cell(out, cell.as_ref());
    }
    out.push_str("\r\n");
}

/// `-6300.55`: a negative amount, which a spreadsheet reads as a number and never as a formula.
fn is_plain_number(cell: &str) -> bool {
    let digits = cell.strip_prefix('-').unwrap_or(cell);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "0"));
    !whole.is_empty()
        && !fraction.is_empty()
        && whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
}

fn push_cell(out: &mut String, cell: &str) {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']) && !is_plain_number(cell);
    let quote = risky || cell.contains([',', '"', '\n', '\r']);
    if quote {
        out.push('"');
    }
    if risky {
        out.push('\'');
    }
    for c in cell.chars() {
        if c == '"' {
            out.push('"');
        }
        out.push(c);
    }
    if quote {
        out.push('"');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> String {
        let mut out = String::new();
        push_row(&mut out, cells);
        out
    }

    #[test]
    fn formula_cells_are_neutralised() {
        for bad in ["=1+1", "+33 1", "-2+3", "@SUM(A1)", "\tx", "\rx"] {
            let line = row(&[bad]);
            assert!(line.starts_with("\"'"), "{bad:?} gave {line:?}");
        }
        assert_eq!(
            row(&["=HYPERLINK(\"http://x\")"]),
            "\"'=HYPERLINK(\"\"http://x\"\")\"\r\n"
        );
    }

    #[test]
    fn negative_amounts_stay_numbers() {
        assert_eq!(row(&["-6300.55", "-12"]), "-6300.55,-12\r\n");
        for formula in ["-1+2", "-.5", "-", "-1.", "-2e3"] {
            assert!(row(&[formula]).starts_with("\"'"), "{formula:?}");
        }
    }

    #[test]
    fn plain_cells_are_quoted_only_when_needed() {
        assert_eq!(row(&["Asha", "a@b.co", "1 2"]), "Asha,a@b.co,1 2\r\n");
        assert_eq!(
            row(&["a,b", "say \"hi\"", "two\nlines"]),
            "\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n"
        );
        assert_eq!(row(&["", "x"]), ",x\r\n");
    }
}
