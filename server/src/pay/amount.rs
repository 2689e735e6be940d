//! What a provider can charge exactly (issue 5/8). Amounts go to Stripe in the currency's own
//! minor units (JPY whole yen, INR paise, BHD fils). Stripe charges a three-decimal currency only in
//! multiples of ten of its minor units: such an invoice says "pay by bank transfer" with the
//! reason, never a charge rounded to what Stripe takes.

use portico_shared::money::Currency;

/// Why an amount cannot be paid online exactly.
#[derive(Debug, PartialEq, Eq)]
pub enum NotChargeable {
    /// Nothing, or less than nothing, is due.
    NothingDue,
    /// A three-decimal currency whose amount does not end in 0.
    ThirdDecimal,
    /// A currency this product does not know the decimals of.
    UnknownCurrency,
}

/// The amount to ask Stripe for, in minor units, when it can charge it exactly.
pub fn stripe_amount(minor: i64, code: &str) -> Result<i64, NotChargeable> {
    let currency = Currency::parse(code).ok_or(NotChargeable::UnknownCurrency)?;
    if minor <= 0 {
        return Err(NotChargeable::NothingDue);
    }
    if currency.digits() == 3 && minor % 10 != 0 {
        return Err(NotChargeable::ThirdDecimal);
    }
    Ok(minor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_currency_is_charged_in_its_own_minor_units() {
        // JPY has no decimals: ¥12,500 is 12500.
        assert_eq!(stripe_amount(12_500, "JPY"), Ok(12_500));
        // INR in paise: ₹4,425.00.
        assert_eq!(stripe_amount(442_500, "INR"), Ok(442_500));
        // BHD in fils: 12.340 can be charged, 12.345 cannot (Stripe takes multiples of 10 fils).
        assert_eq!(stripe_amount(12_340, "BHD"), Ok(12_340));
        assert_eq!(
            stripe_amount(12_345, "BHD"),
            Err(NotChargeable::ThirdDecimal)
        );
        assert_eq!(stripe_amount(0, "USD"), Err(NotChargeable::NothingDue));
        assert_eq!(stripe_amount(-5, "USD"), Err(NotChargeable::NothingDue));
        assert_eq!(
            stripe_amount(100, "ZZZ"),
            Err(NotChargeable::UnknownCurrency)
        );
    }
}
