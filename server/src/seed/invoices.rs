//! The demo's invoices (ADR 0033): the firm's billing details, Martin & Fils invoiced in French,
//! and each project's first milestone, signed off and paid, invoiced the day its goal was approved
//! and paid after: issued through `invoicing` like staff's, in date order, so numbers run with
//! dates and have no gaps.

use portico_shared::dates::format_ymd_from_ms;
use portico_shared::validate::Invoice;
use sqlx::{Any, Transaction};

use crate::ids::{ProjectId, UserId};
use crate::invoicing::{self, Issuer};

pub async fn seed(tx: &mut Transaction<'static, Any>, admin: &str) -> Result<(), sqlx::Error> {
    let fail = |e: crate::error::ApiError| sqlx::Error::Protocol(format!("demo invoice: {e}"));
    sqlx::query(
        "INSERT INTO billing_settings (id, firm_name, address, tax_id, bank_details, tax_label, tax_rate, \
         terms_days, updated_by, updated_at) VALUES (1, $1, $2, $3, $4, 'GST', 1800, 15, $5, $6)",
    )
    .bind("Portico IT Services Pvt Ltd")
    .bind("4th Floor, Prestige Tech Park\nOuter Ring Road, Bengaluru 560103\nIndia")
    .bind("29AAACP1234K1Z5")
    .bind("HDFC Bank, Koramangala branch\nAccount 50200012345678\nIFSC HDFC0000053 · SWIFT HDFCINBB")
    .bind(admin)
    .bind(crate::db::now_ms())
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE users SET billing_language = 'fr', billing_address = $1 WHERE email = 'luc.martin@example.com'",
    )
    .bind("12 rue de la République\n69002 Lyon\nFrance")
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE users SET billing_address = $1, billing_tax_id = '27AABCV5678L1Z2' WHERE email = 'asha.verma@example.com'",
    )
    .bind("Verma Retail Pvt Ltd\nLinking Road, Bandra West\nMumbai 400050")
    .execute(&mut **tx)
    .await?;
    let (name,): (String,) = sqlx::query_as("SELECT name FROM users WHERE id = $1")
        .bind(admin)
        .fetch_one(&mut **tx)
        .await?;
    // Each approved goal's paid milestone, with the approval's time and what was received.
    let paid: Vec<(String, String, i64, String, i64)> = sqlx::query_as(
        "SELECT x.id, x.project_id, s.closed_at, r.id, r.amount_minor FROM payments x \
         JOIN signoffs s ON s.goal_id = x.goal_id AND s.state = 'approved' \
         JOIN payment_receipts r ON r.payment_id = x.id WHERE x.status = 'paid' ORDER BY s.closed_at, x.id",
    )
    .fetch_all(&mut **tx)
    .await?;
    let by = UserId::from_stored(admin.to_owned());
    for (payment, project, approved, receipt, amount) in paid {
        // Invoiced before it was paid: the receipt is taken off, the invoice issued, and the
        // receipt put back as it was.
        let (received_on, note, at): (Option<String>, String, i64) = sqlx::query_as(
            "SELECT received_on, note, created_at FROM payment_receipts WHERE id = $1",
        )
        .bind(&receipt)
        .fetch_one(&mut **tx)
        .await?;
        sqlx::query("DELETE FROM payment_receipts WHERE id = $1")
            .bind(&receipt)
            .execute(&mut **tx)
            .await?;
        sqlx::query("UPDATE payments SET status = 'due', is_completed = 0 WHERE id = $1")
            .bind(&payment)
            .execute(&mut **tx)
            .await?;
        let invoice = Invoice {
            payments: vec![payment.clone()],
            tax_rate: None,
            tax_label: None,
            due_on: None,
            note: String::new(),
        };
        invoicing::issue(
            tx,
            &ProjectId::from_stored(project),
            &invoice,
            Issuer {
                id: &by,
                name: &name,
            },
            &format_ymd_from_ms(approved),
        )
        .await
        .map_err(fail)?;
        sqlx::query(
            "INSERT INTO payment_receipts (id, payment_id, amount_minor, received_on, note, recorded_by, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&receipt)
        .bind(&payment)
        .bind(amount)
        .bind(received_on)
        .bind(note)
        .bind(admin)
        .bind(at)
        .execute(&mut **tx)
        .await?;
        sqlx::query("UPDATE payments SET status = 'paid', is_completed = 1 WHERE id = $1")
            .bind(&payment)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
