int total (int[] prices) {
    int sum = 0;
    foreach (int p in prices) {
        sum += p;
    }
    return sum + discount;
}

void main () {
    stdout.printf ("%d\n", total ({1, 2, 3}));
}
