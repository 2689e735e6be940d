//! A quote or a change request as staff write it (ADR 0044). Lines carry their own tax (a name and a rate, or none); each line's net amount
//! goes to one payment milestone, made due on acceptance or on a goal's sign-off.

use serde::Deserialize;

use super::fields::{
    code, currency, money_amount, one_of, optional_date, optional_text, present, required_text,
    NumberOrText,
};
use super::signoff::ApprovalRule;
use super::{gather, FieldError};
use crate::constants::{ID_MAX, LONG_TEXT_MAX, NAME_MAX, TITLE_MAX};
use crate::dates::Date;
use crate::money::{parse_minor, AmountError, Currency};
use crate::quote::{totals, LineTax, Priced, Totals};

/// At most this many lines on one quote.
pub const QUOTE_LINES_MAX: usize = 50;
/// At most this many milestones on one quote.
pub const QUOTE_MILESTONES_MAX: usize = 20;
/// A quote's terms: a few pages.
pub const QUOTE_TERMS_MAX: usize = 20_000;
/// A line's quantity: at most a million, with at most two decimals.
pub const QUANTITY_MAX_HUNDREDTHS: i64 = 100_000_000;

/// A quote for a new project, or a change request adding scope to a running one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuoteKind {
    Quote,
    Change,
}

impl QuoteKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Quote => "quote",
            Self::Change => "change",
        }
    }

    /// The number's prefix: `Q-2026-0001`, `CR-2026-0003`.
    pub fn prefix(self) -> &'static str {
        match self {
            Self::Quote => "Q",
            Self::Change => "CR",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub description: Option<String>,
    /// More than 0, at most 1,000,000, with at most two decimals (`2.5` days).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub quantity: Option<NumberOrText>,
    /// In the quote's currency, with at most its decimals.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub unit_price: Option<NumberOrText>,
    /// The tax's name ("GST", "VAT"); empty: no tax on this line.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub tax_name: Option<String>,
    /// The tax's rate in percent (`18`, `5.5`), with at most two decimals.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub tax_rate: Option<NumberOrText>,
    /// The milestone (its position in `milestones`, from 0) this line's amount goes to.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub milestone: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteMilestoneInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// `acceptance` (due when the quote is accepted) or `goal` (due when `goal` is signed off).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub release: Option<String>,
    /// A goal of the quote's project, for `release: goal`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub goal: Option<String>,
    /// `YYYY-MM-DD`, optional.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub due_date: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteInput {
    /// The project id (a new project's, or a running one's for a change request).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    /// `quote` or `change` (a change request).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub kind: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// The project's currency; the server takes the project's own, whatever is sent.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub currency: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub lines: Option<Vec<QuoteLineInput>>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub milestones: Option<Vec<QuoteMilestoneInput>>,
    /// `YYYY-MM-DD`: the last day it can be accepted.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub valid_until: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub terms: Option<String>,
    /// `any` (default): one approver accepts; `all`: every approver must.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub rule: Option<String>,
}

/// When a milestone becomes due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Release {
    Acceptance,
    /// On the sign-off of this goal of the project.
    Goal(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteLine {
    pub title: String,
    pub description: String,
    pub quantity_hundredths: i64,
    pub unit_minor: i64,
    pub tax: Option<LineTax>,
    pub milestone: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteMilestone {
    pub title: String,
    pub release: Release,
    pub due_date: Option<Date>,
}

/// A valid quote, its amounts computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote {
    pub project: String,
    pub kind: QuoteKind,
    pub title: String,
    pub currency: Currency,
    pub lines: Vec<QuoteLine>,
    pub milestones: Vec<QuoteMilestone>,
    pub valid_until: Date,
    pub terms: String,
    pub rule: ApprovalRule,
    pub totals: Totals,
}

fn keep<T>(errors: &mut Vec<FieldError>, r: Result<T, FieldError>) -> Option<T> {
    r.map_err(|e| errors.push(e)).ok()
}

fn err(field: String, c: &str, message: impl Into<String>) -> FieldError {
    FieldError::new(&field, c, message)
}

/// Hundredths (`2.5` → 250), for quantities and rates.
fn hundredths(field: String, label: &str, value: &Option<NumberOrText>) -> Result<i64, FieldError> {
    let text = NumberOrText::to_text(&field, label, value)?.unwrap_or_default();
    if text.trim().is_empty() {
        return Err(err(field, code::REQUIRED, format!("{label} is required")));
    }
    match parse_minor(&text, Currency::NONE) {
        Ok(n) => Ok(n),
        Err(AmountError::Negative) => Err(err(
            field,
            code::NEGATIVE,
            format!("{label} cannot be negative"),
        )),
        Err(AmountError::TooPrecise(_)) => Err(err(
            field,
            code::INVALID_NUMBER,
            format!("{label} has at most 2 decimals"),
        )),
        Err(AmountError::TooLarge) => {
            Err(err(field, code::TOO_LARGE, format!("{label} is too large")))
        }
        Err(AmountError::NotANumber) => Err(err(
            field,
            code::INVALID_NUMBER,
            format!("{label} must be a number"),
        )),
    }
}

fn line(
    l: &QuoteLineInput,
    i: usize,
    currency: Currency,
    milestones: usize,
) -> Result<QuoteLine, Vec<FieldError>> {
    let f = |name: &str| format!("lines.{i}.{name}");
    let title = required_text(&f("title"), "Title", &l.title, TITLE_MAX);
    let description = optional_text(
        &f("description"),
        "Description",
        &l.description,
        LONG_TEXT_MAX,
    )
    .map(Option::unwrap_or_default);
    let quantity_hundredths =
        hundredths(f("quantity"), "Quantity", &l.quantity).and_then(|q| match q {
            0 => Err(err(
                f("quantity"),
                code::INVALID_NUMBER,
                "Quantity must be more than 0",
            )),
            q if q > QUANTITY_MAX_HUNDREDTHS => Err(err(
                f("quantity"),
                code::TOO_LARGE,
                "Quantity must be at most 1,000,000",
            )),
            q => Ok(q),
        });
    let unit_minor = money_amount(&f("unitPrice"), "Unit price", &l.unit_price, currency);
    let tax = optional_text(&f("taxName"), "Tax", &l.tax_name, NAME_MAX).and_then(|name| {
        let Some(name) = name else { return Ok(None) };
        let rate = hundredths(f("taxRate"), "Tax rate", &l.tax_rate)?;
        match u32::try_from(rate) {
            Ok(r) if r <= 10_000 => Ok(Some(LineTax {
                name,
                rate_basis_points: r,
            })),
            _ => Err(err(
                f("taxRate"),
                code::TOO_LARGE,
                "Tax rate must be at most 100%",
            )),
        }
    });
    let milestone = match l.milestone {
        Some(m) if (m as usize) < milestones => Ok(m as usize),
        Some(_) => Err(err(
            f("milestone"),
            code::INVALID_VALUE,
            "Choose one of the quote's milestones",
        )),
        None => Err(err(
            f("milestone"),
            code::REQUIRED,
            "Choose the milestone this line is paid with",
        )),
    };
    gather!(title, description, quantity_hundredths, unit_minor, tax, milestone => QuoteLine {
        title,
        description,
        quantity_hundredths,
        unit_minor,
        tax,
        milestone,
    })
}

fn milestone(m: &QuoteMilestoneInput, i: usize) -> Result<QuoteMilestone, Vec<FieldError>> {
    let f = |name: &str| format!("milestones.{i}.{name}");
    let title = required_text(&f("title"), "Title", &m.title, TITLE_MAX);
    let release = match present(&m.release).unwrap_or("acceptance") {
        "acceptance" => Ok(Release::Acceptance),
        "goal" => match present(&m.goal) {
            Some(g) if g.len() <= ID_MAX => Ok(Release::Goal(g.to_owned())),
            _ => Err(err(
                f("goal"),
                code::REQUIRED,
                "Choose the goal whose sign-off makes this milestone due",
            )),
        },
        _ => Err(err(
            f("release"),
            code::INVALID_VALUE,
            "Release must be acceptance or goal",
        )),
    };
    let due_date = optional_date(&f("dueDate"), &m.due_date);
    gather!(title, release, due_date => QuoteMilestone { title, release, due_date })
}

impl QuoteInput {
    /// The amounts of the lines that are valid so far (the console shows them as staff type;
    /// a line still being typed counts for nothing).
    pub fn preview(&self) -> Totals {
        let currency = self
            .currency
            .as_deref()
            .and_then(Currency::parse)
            .unwrap_or(Currency::NONE);
        let milestones = self.milestones.as_ref().map_or(0, Vec::len);
        let inputs = self.lines.as_deref().unwrap_or_default();
        let lines: Vec<(Option<u32>, QuoteLine)> = inputs
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                let l = QuoteLineInput {
                    title: Some("-".into()),
                    milestone: Some(0),
                    ..l.clone()
                };
                line(&l, i, currency, 1)
                    .ok()
                    .map(|q| (inputs[i].milestone, q))
            })
            .collect();
        let priced: Vec<Priced<'_>> = lines
            .iter()
            .map(|(_, l)| Priced {
                quantity_hundredths: l.quantity_hundredths,
                unit_minor: l.unit_minor,
                tax: l.tax.as_ref(),
                milestone: usize::MAX,
            })
            .collect();
        let mut t = totals(&priced, milestones).unwrap_or_default();
        // Each milestone's share, from the lines that name it.
        for ((m, _), amounts) in lines.iter().zip(t.lines.clone()) {
            if let Some(share) = m.and_then(|m| t.milestones.get_mut(m as usize)) {
                *share += amounts.net_minor;
            }
        }
        t
    }

    /// Every error at once, in field order (lines and milestones by position: `lines.2.unitPrice`).
    pub fn validate(&self) -> Result<Quote, Vec<FieldError>> {
        let mut errors = Vec::new();
        let project = keep(
            &mut errors,
            required_text("project", "Project", &self.project, ID_MAX),
        );
        let kind = keep(
            &mut errors,
            one_of(
                "kind",
                "Kind",
                &self.kind,
                |k| match k {
                    "quote" => Some(QuoteKind::Quote),
                    "change" => Some(QuoteKind::Change),
                    _ => None,
                },
                &["quote", "change"],
                Some(QuoteKind::Quote),
            ),
        );
        let title = keep(
            &mut errors,
            required_text("title", "Title", &self.title, TITLE_MAX),
        );
        let currency = keep(&mut errors, currency("currency", &self.currency));
        let valid_until = keep(
            &mut errors,
            optional_date("validUntil", &self.valid_until).and_then(|d| {
                d.ok_or_else(|| {
                    FieldError::new("validUntil", code::REQUIRED, "Valid until is required")
                })
            }),
        );
        let terms = keep(
            &mut errors,
            optional_text("terms", "Terms", &self.terms, QUOTE_TERMS_MAX)
                .map(Option::unwrap_or_default),
        );
        let rule = keep(
            &mut errors,
            one_of(
                "rule",
                "Rule",
                &self.rule,
                ApprovalRule::parse,
                &["any", "all"],
                Some(ApprovalRule::Any),
            ),
        );
        let inputs_l = self.lines.as_deref().unwrap_or_default();
        let inputs_m = self.milestones.as_deref().unwrap_or_default();
        if inputs_m.is_empty() {
            errors.push(FieldError::new(
                "milestones",
                code::REQUIRED,
                "Add at least one milestone",
            ));
        } else if inputs_m.len() > QUOTE_MILESTONES_MAX {
            errors.push(FieldError::new(
                "milestones",
                code::TOO_LONG,
                format!("At most {QUOTE_MILESTONES_MAX} milestones"),
            ));
        }
        if inputs_l.is_empty() {
            errors.push(FieldError::new(
                "lines",
                code::REQUIRED,
                "Add at least one line",
            ));
        } else if inputs_l.len() > QUOTE_LINES_MAX {
            errors.push(FieldError::new(
                "lines",
                code::TOO_LONG,
                format!("At most {QUOTE_LINES_MAX} lines"),
            ));
        }
        let mut lines = Vec::new();
        let mut milestones = Vec::new();
        if errors
            .iter()
            .all(|e| e.field != "lines" && e.field != "milestones")
        {
            let c = currency.unwrap_or(Currency::NONE);
            for (i, l) in inputs_l.iter().enumerate() {
                match line(l, i, c, inputs_m.len()) {
                    Ok(l) => lines.push(l),
                    Err(e) => errors.extend(e),
                }
            }
            for (i, m) in inputs_m.iter().enumerate() {
                match milestone(m, i) {
                    Ok(m) => milestones.push(m),
                    Err(e) => errors.extend(e),
                }
            }
            for i in 0..milestones.len() {
                if errors.is_empty() && !lines.iter().any(|l| l.milestone == i) {
                    errors.push(err(
                        format!("milestones.{i}.title"),
                        code::INVALID_VALUE,
                        "A milestone needs at least one line",
                    ));
                }
            }
        }
        let priced: Vec<Priced<'_>> = lines
            .iter()
            .map(|l| Priced {
                quantity_hundredths: l.quantity_hundredths,
                unit_minor: l.unit_minor,
                tax: l.tax.as_ref(),
                milestone: l.milestone,
            })
            .collect();
        let amounts = match totals(&priced, milestones.len()) {
            Ok(t) => Some(t),
            Err(i) => {
                errors.push(err(
                    format!("lines.{i}.unitPrice"),
                    code::TOO_LARGE,
                    "The quote's total must be at most 1,000,000,000,000",
                ));
                None
            }
        };
        match (
            project,
            kind,
            title,
            currency,
            valid_until,
            terms,
            rule,
            amounts,
        ) {
            (
                Some(project),
                Some(kind),
                Some(title),
                Some(currency),
                Some(valid_until),
                Some(terms),
                Some(rule),
                Some(totals),
            ) if errors.is_empty() => Ok(Quote {
                project,
                kind,
                title,
                currency,
                lines,
                milestones,
                valid_until,
                terms,
                rule,
                totals,
            }),
            _ => Err(errors),
        }
    }
}

/// A new version of a sent quote: the same content, valid until another day if given (how an
/// expired quote is extended).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteReviseInput {
    /// `YYYY-MM-DD`, optional.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub valid_until: Option<String>,
}

impl QuoteReviseInput {
    pub fn validate(&self) -> Result<Option<Date>, Vec<FieldError>> {
        optional_date("validUntil", &self.valid_until).map_err(|e| vec![e])
    }
}

/// Terms saved for later quotes: a name and the text.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct QuoteTemplateInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub terms: Option<String>,
}

impl QuoteTemplateInput {
    pub fn validate(&self) -> Result<(String, String), Vec<FieldError>> {
        let name = required_text("name", "Name", &self.name, TITLE_MAX);
        let terms = required_text("terms", "Terms", &self.terms, QUOTE_TERMS_MAX);
        gather!(name, terms => (name, terms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::triples;

    fn input() -> QuoteInput {
        QuoteInput {
            project: Some("p".into()),
            kind: Some("change".into()),
            title: Some("Gift cards".into()),
            currency: Some("INR".into()),
            lines: Some(vec![
                QuoteLineInput {
                    title: Some("Gift card API".into()),
                    quantity: Some(NumberOrText::Text("2.5".into())),
                    unit_price: Some(NumberOrText::Text("40000".into())),
                    tax_name: Some("GST".into()),
                    tax_rate: Some(NumberOrText::Number(18.0)),
                    milestone: Some(0),
                    ..Default::default()
                },
                QuoteLineInput {
                    title: Some("Training".into()),
                    quantity: Some(NumberOrText::Number(1.0)),
                    unit_price: Some(NumberOrText::Text("20000".into())),
                    milestone: Some(1),
                    ..Default::default()
                },
            ]),
            milestones: Some(vec![
                QuoteMilestoneInput {
                    title: Some("On acceptance".into()),
                    ..Default::default()
                },
                QuoteMilestoneInput {
                    title: Some("On delivery".into()),
                    release: Some("goal".into()),
                    goal: Some("g".into()),
                    ..Default::default()
                },
            ]),
            valid_until: Some("2027-01-31".into()),
            terms: Some("50% on acceptance.".into()),
            rule: None,
        }
    }

    #[test]
    fn a_valid_quote_is_priced_by_the_shared_rule() {
        let q = input().validate().unwrap();
        assert_eq!(q.kind, QuoteKind::Change);
        assert_eq!(q.totals.subtotal_minor, 12_000_000);
        assert_eq!(q.totals.tax_minor, 1_800_000);
        assert_eq!(q.totals.milestones, vec![10_000_000, 2_000_000]);
        assert_eq!(q.milestones[1].release, Release::Goal("g".into()));
        assert_eq!(q.rule, ApprovalRule::Any);
    }

    #[test]
    fn the_preview_prices_the_lines_valid_so_far() {
        let mut i = input();
        i.title = None;
        i.lines.as_mut().unwrap()[0].unit_price = Some(NumberOrText::Text("abc".into()));
        let t = i.preview();
        assert_eq!(t.subtotal_minor, 2_000_000);
        assert_eq!(t.milestones, vec![0, 2_000_000]);
    }

    #[test]
    fn errors_name_the_line_and_field() {
        let mut i = input();
        let lines = i.lines.as_mut().unwrap();
        lines[0].unit_price = Some(NumberOrText::Text("1.005".into()));
        lines[1].milestone = Some(7);
        lines[1].tax_name = Some("VAT".into());
        let t = triples(i.validate());
        let fields: Vec<&str> = t.iter().map(|t| t.0.as_str()).collect();
        assert_eq!(
            fields,
            ["lines.0.unitPrice", "lines.1.taxRate", "lines.1.milestone"]
        );
    }

    #[test]
    fn a_milestone_without_a_line_and_an_empty_quote_are_refused() {
        let mut i = input();
        i.lines.as_mut().unwrap()[1].milestone = Some(0);
        assert_eq!(triples(i.validate())[0].0, "milestones.1.title");
        let t = triples(QuoteInput::default().validate());
        let fields: Vec<&str> = t.iter().map(|t| t.0.as_str()).collect();
        assert_eq!(
            fields,
            [
                "project",
                "title",
                "currency",
                "validUntil",
                "milestones",
                "lines"
            ]
        );
    }
}
