//! Paying invoices online (ADR 0043): what is still due on an invoice, the provider's pages opened
//! for it, its events (each kept once) and the payments they booked (each session once).

mod pages;
mod payments;

pub use pages::*;
pub use payments::*;

use portico_shared::balance::{invoice_left, LineLeft};
use sqlx::{AnyConnection, FromRow};

use super::invoices::InvoiceView;
use super::placeholders;

/// What is still due on an invoice, and how many receipts it was counted from (with the amount,
/// the balance's version).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub left_minor: i64,
    pub receipts: i64,
}

#[derive(FromRow)]
struct MilestoneLeft {
    id: String,
    invoice_id: Option<String>,
    left_minor: i64,
    receipts: i64,
}

/// What is still due on each of `invoices` (parallel to it): nothing on a credit note or a
/// credited invoice; else each line's net amount still due on its milestone, and its tax's share.
pub async fn dues(
    c: &mut AnyConnection,
    invoices: &[&InvoiceView],
) -> Result<Vec<Due>, sqlx::Error> {
    let open = |i: &InvoiceView| i.kind == "invoice" && i.credited_by.is_none();
    let ids: Vec<&str> = invoices
        .iter()
        .filter(|i| open(i))
        .flat_map(|i| i.lines.iter().map(|l| l.id.as_str()))
        .collect();
    let mut rows: Vec<MilestoneLeft> = Vec::new();
    // A few hundred at a time: far below either engine's limit on parameters.
    for chunk in ids.chunks(500) {
        let sql = format!(
            "SELECT x.id, x.invoice_id, CAST(x.amount_minor - COALESCE((SELECT SUM(r.amount_minor) \
             FROM payment_receipts r WHERE r.payment_id = x.id), 0) AS BIGINT) AS left_minor, \
             (SELECT COUNT(*) FROM payment_receipts r WHERE r.payment_id = x.id) AS receipts \
             FROM payments x WHERE x.id IN ({})",
            placeholders(chunk.len(), 1)
        );
        let mut q = sqlx::query_as::<_, MilestoneLeft>(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        rows.extend(q.fetch_all(&mut *c).await?);
    }
    Ok(invoices
        .iter()
        .map(|i| {
            if !open(i) {
                return Due {
                    left_minor: 0,
                    receipts: 0,
                };
            }
            let mut receipts = 0;
            let lines: Vec<LineLeft> = i
                .lines
                .iter()
                .map(|l| {
                    let row = rows.iter().find(|r| r.id == l.id);
                    receipts += row.map_or(0, |r| r.receipts);
                    LineLeft {
                        amount: l.amount.minor,
                        tax: l.tax.minor,
                        // A milestone that left the invoice was paid in it or moved: nothing of
                        // it is due here; one that is gone still is.
                        left: match row {
                            Some(r) if r.invoice_id.as_deref() == Some(i.id.as_str()) => {
                                r.left_minor
                            }
                            Some(_) => 0,
                            None => l.amount.minor,
                        },
                    }
                })
                .collect();
            Due {
                left_minor: invoice_left(&lines),
                receipts,
            }
        })
        .collect())
}

/// The milestones of an invoice's lines that it still names (what a payment of it settles), in
/// one read: a milestone names one invoice at most, so those naming it are its lines still on it.
pub async fn milestones_of(
    c: &mut AnyConnection,
    invoice: &str,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM payments WHERE invoice_id = $1 ORDER BY id")
        .bind(invoice)
        .fetch_all(c)
        .await
}
