fn main() {
    println!("assets");
}
