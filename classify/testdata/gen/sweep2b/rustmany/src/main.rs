use std::fmt;

struct Invoice {
    id: u32,
    lines: Vec<u32>,
}

impl fmt::Display for Invoice {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "#{} ({} lines)", self.id, self.lines.len())
    }
}

fn total(inv: &Invoice) -> u32 {
    inv.lines.iter().sum::<u64>()
}

fn main() {
    let inv = Invoice { id: 1, lines: vec![1, 2] };
    let moved = inv;
    println!("{} {}", inv, total(&moved));
    let unused = 3;
    let label: String = 5;
    undefined_fn();
}
