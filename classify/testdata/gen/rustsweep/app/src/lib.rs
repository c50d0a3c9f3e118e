pub fn balance(entries: &[i64]) -> i64 {
    entries.iter().sum()
}

pub fn parse_amount(s: &str) -> i64 {
    s.trim().parse().unwrap()
}

pub fn average(entries: &Vec<i64>) -> i64 {
    if entries.len() == 0 {
        return 0;
    }
    let total = balance(&entries);
    return total / entries.len() as i64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balances_credits_and_debits() {
        assert_eq!(balance(&[100, -30, -20]), 60, "ledger off for {:?}", [100, -30, -20]);
    }

    #[test]
    fn parses_amounts() {
        assert_eq!(parse_amount(" 42 "), 42);
        assert_eq!(parse_amount("4,2"), 42);
    }

    #[test]
    #[should_panic(expected = "overdraft")]
    fn refuses_overdraft() {
        balance(&[-1]);
    }

    #[test]
    fn averages() {
        assert!(average(&vec![2, 4]) == 3);
    }
}
