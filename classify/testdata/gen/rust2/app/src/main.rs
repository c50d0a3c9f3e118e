use std::num::ParseIntError;

fn parse_rows(rows: &[&str]) -> Result<Vec<i64>, ParseIntError> {
    rows.iter().map(|r| r.trim().parse::<i64>()).collect()
}

fn depth(n: u64) -> u64 {
    let pad = [n; 64];
    if n == 0 { 0 } else { depth(n - 1) + pad[0] % 2 }
}

fn main() -> Result<(), ParseIntError> {
    let mode = std::env::args().nth(1).unwrap_or_default();
    if mode == "deep" {
        println!("depth {}", depth(u64::MAX));
        return Ok(());
    }
    let rows = parse_rows(&["1", "2", "three"])?;
    println!("rows {rows:?}");
    Ok(())
}
