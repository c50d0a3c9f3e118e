using System;
class Cart {
    static void Main() {
        int unused = 3;
        Console.WriteLine("total 3");
    }
}
