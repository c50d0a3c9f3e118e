fn total(prices: &[u32]) -> u32 {
    let unused = 3;
    prices.iter().sum::<u32>() + "1"
}

fn main() {
    println!("{}", total(&[2, 3]));
}
