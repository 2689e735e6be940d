//! What is still due on an invoice (issue 5/8): its total, less what was received for its lines
//! since it was issued. A line is a milestone's net amount and its tax; what is received for a
//! milestone is counted net (a receipt settles the milestone's amount), so the tax still due on a
//! line is the same share of its tax as the net amount still due is of its amount.

/// One line of an invoice as it stands: the line's net amount and tax as issued, and what is
/// still due of the milestone's net amount now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineLeft {
    pub amount: i64,
    pub tax: i64,
    pub left: i64,
}

/// What is still due on one line, tax included: the net amount still due (never below nothing nor
/// above the line) and its share of the tax, rounded half away from zero. Nothing paid leaves the
/// whole line; everything paid leaves nothing; no rounding can leave a unit over either end.
pub fn line_left(l: LineLeft) -> i64 {
    if l.amount <= 0 {
        return 0;
    }
    let left = l.left.clamp(0, l.amount);
    if left == l.amount {
        return l.amount + l.tax;
    }
    let share = i128::from(l.tax) * i128::from(left);
    let amount = i128::from(l.amount);
    let tax = if share >= 0 {
        (2 * share + amount) / (2 * amount)
    } else {
        (2 * share - amount) / (2 * amount)
    };
    left + i64::try_from(tax).unwrap_or(0)
}

/// What is still due on an invoice: the sum of its lines' (see `line_left`).
pub fn invoice_left(lines: &[LineLeft]) -> i64 {
    lines.iter().map(|l| line_left(*l)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_paid_leaves_the_total_and_everything_paid_leaves_nothing() {
        let line = LineLeft {
            amount: 375_000,
            tax: 67_500,
            left: 375_000,
        };
        assert_eq!(line_left(line), 442_500);
        assert_eq!(line_left(LineLeft { left: 0, ..line }), 0);
        // More received than the line (a receipt before the invoice): nothing left, not less.
        assert_eq!(line_left(LineLeft { left: -5, ..line }), 0);
        // A milestone's amount above the line's (received before issue): the line at most.
        assert_eq!(
            line_left(LineLeft {
                left: 900_000,
                ..line
            }),
            442_500
        );
    }

    #[test]
    fn a_partial_receipt_leaves_its_share_of_the_tax() {
        // ₹3,750.00 at 18 % (₹675.00 tax); ₹1,000.00 received: ₹2,750.00 and ₹495.00 of tax left.
        let line = LineLeft {
            amount: 375_000,
            tax: 67_500,
            left: 275_000,
        };
        assert_eq!(line_left(line), 275_000 + 49_500);
        // Rounded half away from zero: 1 cent of 3 left of a 1-cent tax is a third of a cent: 0.
        assert_eq!(
            line_left(LineLeft {
                amount: 3,
                tax: 1,
                left: 1
            }),
            1
        );
        // Half a unit rounds up: 1 of 2 left of a 1-unit tax.
        assert_eq!(
            line_left(LineLeft {
                amount: 2,
                tax: 1,
                left: 1
            }),
            2
        );
    }

    #[test]
    fn an_invoice_sums_its_lines() {
        let lines = [
            LineLeft {
                amount: 100_000,
                tax: 18_000,
                left: 100_000,
            },
            LineLeft {
                amount: 50_000,
                tax: 9_000,
                left: 0,
            },
        ];
        assert_eq!(invoice_left(&lines), 118_000);
        assert_eq!(invoice_left(&[]), 0);
    }
}
