//! A quote's arithmetic (ADR 0044), the one rule the console's form and the server both run: a
//! line's net amount is its quantity (in hundredths) times its unit price, rounded half away from
//! zero to the currency's minor unit; its tax is that net amount at the line's own rate, rounded
//! per line (`money::tax`), as invoices do; the totals are the sums of the rounded lines, and the
//! taxes are listed per (name, rate), so GST 18 % and GST 5 % stay two rows. A quote has one
//! currency: nothing here adds two.

use serde::Serialize;

use crate::money::{tax, MAX_UNITS};

/// A line's own tax: its name ("GST", "VAT", "TVA") and rate (1800 is 18 %).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LineTax {
    pub name: String,
    pub rate_basis_points: u32,
}

/// What a line comes to: its net amount, its tax, and both together, in minor units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LineAmounts {
    pub net_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
}

/// One row of a quote's tax summary: every line with this name and rate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TaxRow {
    pub name: String,
    pub rate_basis_points: u32,
    pub minor: i64,
}

/// A quote's amounts: each line's, the tax rows, the totals, and each milestone's net amount
/// (the sum of its lines').
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub lines: Vec<LineAmounts>,
    pub taxes: Vec<TaxRow>,
    pub subtotal_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
    pub milestones: Vec<i64>,
}

/// A quote's total never passes this many minor units (a trillion units of a two-decimal
/// currency), so every sum fits an `i64` with room to spare.
pub const TOTAL_MAX_MINOR: i64 = MAX_UNITS * 100;

/// `quantity_hundredths` (250 is 2.5) times `unit_minor`, rounded half away from zero; None past
/// `TOTAL_MAX_MINOR`.
pub fn line_net(quantity_hundredths: i64, unit_minor: i64) -> Option<i64> {
    let exact = i128::from(quantity_hundredths) * i128::from(unit_minor);
    let rounded = if exact >= 0 {
        (exact + 50) / 100
    } else {
        (exact - 50) / 100
    };
    i64::try_from(rounded)
        .ok()
        .filter(|n| n.abs() <= TOTAL_MAX_MINOR)
}

/// One line as the arithmetic needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Priced<'a> {
    pub quantity_hundredths: i64,
    pub unit_minor: i64,
    pub tax: Option<&'a LineTax>,
    /// The milestone (its index) the line's net amount goes to.
    pub milestone: usize,
}

/// The quote's amounts, or the index of the first line whose amount (or the running total) passes
/// `TOTAL_MAX_MINOR`.
pub fn totals(lines: &[Priced<'_>], milestones: usize) -> Result<Totals, usize> {
    let mut out = Totals {
        milestones: vec![0; milestones],
        ..Totals::default()
    };
    for (i, l) in lines.iter().enumerate() {
        let net = line_net(l.quantity_hundredths, l.unit_minor).ok_or(i)?;
        let t = l.tax.map_or(0, |t| tax(net, t.rate_basis_points));
        let amounts = LineAmounts {
            net_minor: net,
            tax_minor: t,
            total_minor: net + t,
        };
        out.subtotal_minor += net;
        out.tax_minor += t;
        out.total_minor += net + t;
        if out.total_minor > TOTAL_MAX_MINOR {
            return Err(i);
        }
        if let Some(m) = out.milestones.get_mut(l.milestone) {
            *m += net;
        }
        if let Some(lt) = l.tax {
            match out
                .taxes
                .iter_mut()
                .find(|r| r.name == lt.name && r.rate_basis_points == lt.rate_basis_points)
            {
                Some(row) => row.minor += t,
                None => out.taxes.push(TaxRow {
                    name: lt.name.clone(),
                    rate_basis_points: lt.rate_basis_points,
                    minor: t,
                }),
            }
        }
        out.lines.push(amounts);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gst(rate: u32) -> LineTax {
        LineTax {
            name: "GST".into(),
            rate_basis_points: rate,
        }
    }

    #[test]
    fn a_line_rounds_half_away_from_zero_then_its_tax_rounds_on_its_own() {
        // 2.5 × 333.33 = 833.325 → 833.33; 18 % of it = 149.9994 → 150.00.
        assert_eq!(line_net(250, 33_333), Some(83_333));
        let g = gst(1800);
        let t = totals(
            &[Priced {
                quantity_hundredths: 250,
                unit_minor: 33_333,
                tax: Some(&g),
                milestone: 0,
            }],
            1,
        )
        .unwrap();
        assert_eq!(t.lines[0].tax_minor, 15_000);
        assert_eq!(t.total_minor, 98_333);
    }

    #[test]
    fn taxes_are_rows_per_name_and_rate_and_lines_without_tax_add_none() {
        let (a, b) = (gst(1800), gst(500));
        let lines = [
            Priced {
                quantity_hundredths: 100,
                unit_minor: 100_000,
                tax: Some(&a),
                milestone: 0,
            },
            Priced {
                quantity_hundredths: 200,
                unit_minor: 10_000,
                tax: Some(&b),
                milestone: 1,
            },
            Priced {
                quantity_hundredths: 100,
                unit_minor: 50_000,
                tax: Some(&a),
                milestone: 1,
            },
            Priced {
                quantity_hundredths: 100,
                unit_minor: 7_000,
                tax: None,
                milestone: 1,
            },
        ];
        let t = totals(&lines, 2).unwrap();
        assert_eq!(t.taxes.len(), 2);
        assert_eq!(t.taxes[0].minor, 18_000 + 9_000);
        assert_eq!(t.taxes[1].minor, 1_000);
        assert_eq!(t.subtotal_minor, 177_000);
        assert_eq!(t.total_minor, 177_000 + 28_000);
        assert_eq!(t.milestones, vec![100_000, 77_000]);
    }

    #[test]
    fn a_total_past_the_maximum_names_its_line() {
        let lines = [Priced {
            quantity_hundredths: 100_000_000,
            unit_minor: 100_000_000_000_000,
            tax: None,
            milestone: 0,
        }];
        assert_eq!(totals(&lines, 1), Err(0));
    }
}
