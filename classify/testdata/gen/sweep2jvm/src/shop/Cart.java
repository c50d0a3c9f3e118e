package shop;

import java.util.List;
import java.util.Map;

public class Cart {
    private final Map<String, Integer> prices = Map.of("tea", 300, "cake", 450);

    public int total(List<String> names) {
        int sum = 0;
        for (String n : names) {
            sum += prices.get(n);
        }
        return sum;
    }

    public int discounted(List<String> names, int percent) {
        return total(names) - total(names) * percent / 10;
    }
}
