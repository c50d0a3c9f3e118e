void main () {
    int unused = 3;
    string? name = null;
    stdout.printf ("%d\n", name.length);
}
