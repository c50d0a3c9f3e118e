using System;
using System.Collections.Generic;

class Orders {
    static Dictionary<string, int> prices = new Dictionary<string, int> { { "apple", 3 } };

    static int PriceOf(string sku) {
        return prices[sku];
    }

    static void Main() {
        Console.WriteLine("pricing order 17");
        Console.WriteLine(PriceOf("apple") + PriceOf("kiwi"));
    }
}
