int cart_total (int[]? items) {
    return_val_if_fail (items != null, -1);
    int sum = 0;
    foreach (int i in items) sum += i;
    return sum;
}

void main () {
    stdout.printf ("starting\n");
    int t = cart_total (null);
    stdout.printf ("total %d\n", t);
    warning ("cart %d is empty", 17);
    error ("cannot save cart %d", 17);
}
