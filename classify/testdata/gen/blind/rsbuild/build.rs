fn main() {
    println!("cargo:rerun-if-changed=assets/manifest.txt");
    let manifest = std::fs::read_to_string("assets/manifest.txt").expect("assets/manifest.txt must exist");
    println!("cargo:warning=manifest has {} lines", manifest.lines().count());
}
