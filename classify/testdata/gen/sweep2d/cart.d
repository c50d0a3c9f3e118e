import std.stdio;

int total(int[] prices)
{
    int sum = 0;
    foreach (p; prices)
        sum += p;
    return sum + tax;
}

void main()
{
    string label = total([1, 2]);
    writeln(label);
}
