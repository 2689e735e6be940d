//! What a sent quote shows, frozen (ADR 0044): the snapshot is made once, when the quote is sent,
//! from the draft and the firm's and company's details of that moment; the page and the PDF
//! render from it, and its canonical JSON (keys sorted, no spaces, integers only: RFC 8785's form
//! for such values) is what a decision's SHA-256 is of. A reader who does not handle money is
//! shown the same snapshot without its amounts, which hashes to a digest of its own.

use portico_shared::quote::TaxRow;
use portico_shared::validate::{Quote, Release};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::AnyConnection;

use crate::db::{invoices, sha256_hex};
use crate::proofs::Money;

/// A party as the quote names it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    pub name: String,
    pub address: String,
    pub tax_id: String,
}

/// One line as shown. Amounts are absent for readers who do not handle money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapLine {
    pub title: String,
    pub description: String,
    /// 250 is 2.5.
    pub quantity_hundredths: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit_minor: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net_minor: Option<i64>,
    /// The line's tax ("GST") and rate (1800 is 18 %); absent: no tax.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax_rate_basis_points: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax_minor: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_minor: Option<i64>,
    /// The milestone (its position) the line is paid with.
    pub milestone: usize,
}

/// One payment milestone acceptance makes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapMilestone {
    pub title: String,
    /// `acceptance` (due when accepted) or `goal` (due when its goal is signed off).
    pub release: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal_title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_minor: Option<i64>,
}

/// One row of the tax summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SnapTax {
    pub name: String,
    pub rate_basis_points: u32,
    pub minor: i64,
}

/// Exactly what a sent version shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// `quote` or `change`.
    pub kind: String,
    pub number: String,
    pub version: i64,
    pub title: String,
    pub project: String,
    pub firm: Party,
    pub company: Party,
    /// `en`, `fr` or `hi`: the company's billing language, the PDF's.
    pub language: String,
    pub currency: String,
    /// YYYY-MM-DD.
    pub issued_on: String,
    pub valid_until: String,
    pub lines: Vec<SnapLine>,
    pub milestones: Vec<SnapMilestone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taxes: Option<Vec<SnapTax>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtotal_minor: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax_minor: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_minor: Option<i64>,
    pub terms: String,
    /// `any` or `all` of the approvers.
    pub rule: String,
}

impl Snapshot {
    /// The same snapshot without amounts: what a reader who does not handle money is shown.
    pub fn without_money(mut self) -> Self {
        for l in &mut self.lines {
            l.unit_minor = None;
            l.net_minor = None;
            l.tax_minor = None;
            l.total_minor = None;
        }
        for m in &mut self.milestones {
            m.amount_minor = None;
        }
        self.taxes = None;
        self.subtotal_minor = None;
        self.tax_minor = None;
        self.total_minor = None;
        self
    }

    /// As `money` allows.
    pub fn for_reader(self, money: Option<Money>) -> Self {
        if money.is_some() {
            self
        } else {
            self.without_money()
        }
    }
}

/// A JSON value written canonically: object keys sorted (by UTF-16 code units, as RFC 8785
/// says; the same order as bytes for the keys used here, all ASCII), no whitespace.
pub fn canonical(value: &Value) -> String {
    fn write(v: &Value, out: &mut String) {
        match v {
            Value::Object(map) => {
                let mut keys: Vec<&String> = map.keys().collect();
                keys.sort_by(|a, b| a.encode_utf16().cmp(b.encode_utf16()));
                out.push('{');
                for (i, k) in keys.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&Value::String((*k).clone()).to_string());
                    out.push(':');
                    write(&map[*k], out);
                }
                out.push('}');
            }
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write(item, out);
                }
                out.push(']');
            }
            other => out.push_str(&other.to_string()),
        }
    }
    let mut out = String::new();
    write(value, &mut out);
    out
}

/// The snapshot's canonical JSON and its SHA-256 (hex).
pub fn sealed(s: &Snapshot) -> (String, String) {
    let text = canonical(&serde_json::to_value(s).unwrap_or(Value::Null));
    let digest = sha256_hex(text.as_bytes());
    (text, digest)
}

/// The stored snapshot as `money` allows reading it, with the digest of exactly that.
pub fn shown(stored: &str, money: Option<Money>) -> Option<(Snapshot, String)> {
    let s: Snapshot = serde_json::from_str(stored).ok()?;
    let s = s.for_reader(money);
    let (_, digest) = sealed(&s);
    Some((s, digest))
}

/// Makes the snapshot of `q`, version `version` of `number`, as it is sent now.
pub async fn make(
    c: &mut AnyConnection,
    q: &Quote,
    (number, version): (&str, i64),
    (client, project_title): (&str, &str),
    issued_on: &str,
) -> Result<Snapshot, sqlx::Error> {
    let firm = invoices::settings(c).await?;
    let company = invoices::company(c, client).await?;
    // The goals' titles, read once for every milestone.
    let goals: Vec<(String, String)> =
        sqlx::query_as("SELECT id, title FROM goals WHERE project_id = $1")
            .bind(q.project.trim())
            .fetch_all(&mut *c)
            .await?;
    let mut milestones = Vec::with_capacity(q.milestones.len());
    for (i, m) in q.milestones.iter().enumerate() {
        let (release, goal, goal_title) = match &m.release {
            Release::Acceptance => ("acceptance", None, None),
            Release::Goal(g) => {
                let title = goals.iter().find(|x| &x.0 == g).map(|x| x.1.clone());
                ("goal", Some(g.clone()), title)
            }
        };
        milestones.push(SnapMilestone {
            title: m.title.clone(),
            release: release.to_owned(),
            goal,
            goal_title,
            due_date: m.due_date.map(|d| d.to_string()),
            amount_minor: q.totals.milestones.get(i).copied(),
        });
    }
    let lines = q
        .lines
        .iter()
        .zip(&q.totals.lines)
        .map(|(l, a)| SnapLine {
            title: l.title.clone(),
            description: l.description.clone(),
            quantity_hundredths: l.quantity_hundredths,
            unit_minor: Some(l.unit_minor),
            net_minor: Some(a.net_minor),
            tax_name: l.tax.as_ref().map(|t| t.name.clone()),
            tax_rate_basis_points: l.tax.as_ref().map(|t| t.rate_basis_points),
            tax_minor: l.tax.as_ref().map(|_| a.tax_minor),
            total_minor: Some(a.total_minor),
            milestone: l.milestone,
        })
        .collect();
    let taxes = q
        .totals
        .taxes
        .iter()
        .map(|t: &TaxRow| SnapTax {
            name: t.name.clone(),
            rate_basis_points: t.rate_basis_points,
            minor: t.minor,
        })
        .collect();
    Ok(Snapshot {
        kind: q.kind.as_str().to_owned(),
        number: number.to_owned(),
        version,
        title: q.title.clone(),
        project: project_title.to_owned(),
        firm: firm
            .map(|f| Party {
                name: f.firm_name,
                address: f.address,
                tax_id: f.tax_id,
            })
            .unwrap_or_default(),
        language: company
            .as_ref()
            .map_or_else(|| "en".to_owned(), |c| c.language.clone()),
        company: company
            .map(|c| Party {
                name: c.name,
                address: c.address,
                tax_id: c.tax_id,
            })
            .unwrap_or_default(),
        currency: q.currency.code().to_owned(),
        issued_on: issued_on.to_owned(),
        valid_until: q.valid_until.to_string(),
        lines,
        milestones,
        taxes: Some(taxes),
        subtotal_minor: Some(q.totals.subtotal_minor),
        tax_minor: Some(q.totals.tax_minor),
        total_minor: Some(q.totals.total_minor),
        terms: q.terms.clone(),
        rule: q.rule.as_str().to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_json_sorts_keys_at_every_depth_and_has_no_spaces() {
        let v: Value = serde_json::from_str(
            r#"{"b": 1, "a": {"d": [2, {"z": "é\n", "y": null}], "c": true}}"#,
        )
        .unwrap();
        assert_eq!(
            canonical(&v),
            r#"{"a":{"c":true,"d":[2,{"y":null,"z":"é\n"}]},"b":1}"#
        );
    }
}
