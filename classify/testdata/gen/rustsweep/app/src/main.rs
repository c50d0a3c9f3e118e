use std::thread;

fn main() {
    let workers: Vec<_> = (0..2)
        .map(|i| {
            thread::Builder::new()
                .name(format!("import-{i}"))
                .spawn(move || {
                    let rows: Vec<&str> = vec!["10", "x"];
                    let n: i64 = rows[i].parse().expect("row is not a number");
                    println!("imported {n}");
                })
                .unwrap()
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
}
