import std.stdio;

int total(int[] prices) {
    int sum = 0;
    foreach (p; prices) sum += p;
    return sum + discount;
}

void main() {
    writeln(total([1, 2, 3]));
}
