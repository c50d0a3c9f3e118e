int total(int[] xs) { int s = 0; foreach (x; xs) s += x; return s; }

unittest {
    assert(total([1, 2, 3]) == 6);
    assert(total([2, 2]) == 5, "sums two");
}

void main() {}
