using System;
using System.Collections.Generic;

class Cart {
    static int Total(List<int> prices) {
        int sum = 0;
        foreach (var p in prices) sum += p;
        return sum + discount;
    }
    static void Main() {
        Console.WriteLine(Total(new List<int> { 1, 2 }));
    }
}
