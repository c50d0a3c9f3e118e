import std.stdio;
import std.conv;

int total(int[] prices) {
    int sum = 0;
    foreach (p; prices) sum += p;
    return sum;
}

void main() {
    writeln(total([1, 2, 3]));
    auto n = to!int("twelve");
    writeln(n);
}
