pub fn total(prices: &[u32]) -> u32 {
    prices.iter().sum::<u32>() + 1 // BUG: one too many
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_prices() {
        assert_eq!(total(&[2, 3]), 5);
    }

    #[test]
    fn empty_cart() {
        let prices: Vec<u32> = Vec::new();
        assert!(prices.first().is_some(), "cart is empty");
    }
}
