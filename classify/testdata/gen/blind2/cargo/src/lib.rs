/// Adds two amounts in cents.
///
/// ```
/// assert_eq!(money::add(1, 2), 4);
/// ```
pub fn add(a: i64, b: i64) -> i64 {
    a + b
}

#[cfg(test)]
mod tests {
    #[test]
    fn adds() {
        assert_eq!(super::add(2, 2), 4);
    }
}
