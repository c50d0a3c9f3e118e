use std::collections::HashMap;

fn price(prices: &HashMap<&str, u32>, name: &str) -> u32 {
    *prices.get(name).expect("unknown item")
}

fn total(names: &[&str]) -> u32 {
    let prices = HashMap::from([("tea", 300), ("cake", 450)]);
    names.iter().map(|n| price(&prices, n)).sum()
}

fn main() {
    println!("tea: {}", total(&["tea"]));
    println!("coffee: {}", total(&["tea", "coffee"]));
}
