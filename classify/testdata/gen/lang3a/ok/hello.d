import std.stdio;
void main() { writeln("orders: 3 processed, 0 errors"); }
