import std.stdio;
deprecated("use total2") int total(int[] xs) { int s; foreach (x; xs) s += x; return s; }
void main() { writeln(total([1, 2])); }
