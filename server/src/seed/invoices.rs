//! The demo's invoices (ADR 0033): the firm's billing details, Martin & Fils invoiced in French,
//! and each project's first milestone, signed off and paid, invoiced the day its goal was approved
//! and paid after: issued through `invoicing` like staff's, in date order, so numbers run with
//! dates and have no gaps.

use portico_shared::dates::format_ymd_from_ms;
use portico_shared::validate::Invoice;
use sqlx::{Any, Transaction};

use crate::ids::{ProjectId, UserId};
use crate::invoicing::receipt::Settled;
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
    paid_online(tx).await?;
    Ok(())
}

/// The first paid invoice was paid online through Stripe: its page, its payment with the fee,
/// and its receipt noted as the booking notes it.
async fn paid_online(tx: &mut Transaction<'static, Any>) -> Result<(), sqlx::Error> {
    let first: Option<(String, String, String, i64, String, i64)> = sqlx::query_as(
        "SELECT i.id, i.client_id, i.project_id, i.total_minor, i.currency, i.created_at FROM invoices i \
         WHERE i.kind = 'invoice' ORDER BY i.year, i.seq LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some((invoice, client, project, total, currency, at)) = first else {
        return Ok(());
    };
    let session = crate::db::new_id();
    let paid_at = at + 2 * 86_400_000;
    sqlx::query(
        "INSERT INTO pay_sessions (id, provider, provider_ref, invoice_id, client_id, project_id, amount_minor, \
         currency, idempotency_key, url, state, created_at, expires_at, closed_at) VALUES ($1, 'stripe', \
         'cs_demo_a1b2c3', $2, $3, $4, $5, $6, 'demo', 'https://checkout.stripe.com/c/pay/cs_demo_a1b2c3', \
         'paid', $7, $8, $7)",
    )
    .bind(&session)
    .bind(&invoice)
    .bind(&client)
    .bind(&project)
    .bind(total)
    .bind(&currency)
    .bind(paid_at)
    .bind(paid_at + 86_400_000)
    .execute(&mut **tx)
    .await?;
    // Stripe's fee in India: 2 % of the amount.
    let fee = (total * 2 + 50) / 100;
    sqlx::query(
        "INSERT INTO online_payments (id, session_id, invoice_id, client_id, project_id, provider, payment_ref, \
         amount_minor, currency, fee_minor, booked_by, created_at) VALUES ($1, $2, $3, $4, $5, 'stripe', \
         'pi_demo_3PqR7s', $6, $7, $8, 'evt_demo_1', $9)",
    )
    .bind(crate::db::new_id())
    .bind(&session)
    .bind(&invoice)
    .bind(&client)
    .bind(&project)
    .bind(total)
    .bind(&currency)
    .bind(fee)
    .bind(paid_at)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE payment_receipts SET note = 'Paid online · Stripe pi_demo_3PqR7s', recorded_by = NULL \
         WHERE payment_id IN (SELECT id FROM payments WHERE invoice_id = $1)",
    )
    .bind(&invoice)
    .execute(&mut **tx)
    .await?;
    // Its receipt, as the booking renders it: the whole invoice was settled.
    let lines: String = sqlx::query_scalar("SELECT lines FROM invoices WHERE id = $1")
        .bind(&invoice)
        .fetch_one(&mut **tx)
        .await?;
    let lines: Vec<crate::db::invoices::Line> = serde_json::from_str(&lines).unwrap_or_default();
    let settled: Vec<Settled> = lines
        .into_iter()
        .map(|l| Settled {
            title: l.title,
            net_minor: l.amount_minor,
            tax_minor: l.tax_minor,
        })
        .collect();
    let pdf = crate::invoicing::receipt::render(
        tx,
        &invoice,
        &settled,
        &format_ymd_from_ms(paid_at),
        ("Stripe", "pi_demo_3PqR7s"),
    )
    .await
    .map_err(|e| sqlx::Error::Protocol(format!("demo receipt: {e}")))?;
    sqlx::query("UPDATE online_payments SET receipt_pdf = $1 WHERE session_id = $2")
        .bind(pdf)
        .bind(&session)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
