//! An invoice by mail (ADR 0033): each of the company's finance people gets it in their own
//! language with the PDF as issued attached; a colleague without finance gets nothing.

use portico_tests::mail::MailServer;
use portico_tests::{world, TestApp};
use serde_json::json;

use super::{colleague, json_of, WAIT};
use crate::mail_tests;

async fn finance_people_get_the_invoice_with_its_pdf(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    // Fia handles money, in French; Mo does not.
    for (name, email, finance, language) in [
        ("Fia", "fia@example.com", true, Some("fr")),
        ("Mo", "mo@example.com", false, None),
    ] {
        let person =
            json!({"name": name, "email": email, "companyRole": "member", "finance": finance});
        colleague(app, mail, (&w.admin_token, &w.a), person, language).await;
    }
    let res = app
        .send(
            "put",
            "/api/invoice/settings",
            Some(&json!({"firmName": "Acme", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "20", "taxLabel": "VAT"})),
            admin,
        )
        .await;
    assert_eq!(res.status(), 200);
    let milestone = json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": w.project_a, "title": "Launch", "amount": "1500"}),
            admin,
        )
        .await,
    )
    .await;
    let id = milestone["_id"].as_str().unwrap();
    app.send(
        "put",
        &format!("/api/payment/due/{id}"),
        Some(&json!({"isDue": true})),
        admin,
    )
    .await;
    let invoice = json_of(
        app.post(
            &format!("/api/invoice/create/{}", w.project_a),
            &json!({"payments": [id]}),
            admin,
        )
        .await,
    )
    .await;
    let number = invoice["number"].as_str().unwrap();

    let to_fia = mail.wait_for("fia@example.com", 2, WAIT).await;
    let sent = to_fia.last().unwrap();
    assert_eq!(sent.subject, format!("La facture {number} est disponible"));
    assert!(sent.raw.contains("application/pdf"), "{}", sent.raw);
    assert!(
        sent.raw.contains(&format!("invoice-{number}.pdf")),
        "the attachment's name"
    );
    let owner = mail.wait_for("ann@example.com", 1, WAIT).await;
    assert!(owner
        .iter()
        .any(|m| m.subject == format!("Invoice {number} is ready")));
    // Mo was invited, and hears nothing of the invoice.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let to_mo = mail.messages_to("mo@example.com").await;
    assert_eq!(
        to_mo.len(),
        1,
        "{:?}",
        to_mo.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
}

mail_tests!(finance_people_get_the_invoice_with_its_pdf);
