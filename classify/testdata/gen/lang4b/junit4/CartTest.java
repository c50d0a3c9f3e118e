import static org.junit.Assert.assertEquals;

import java.util.Map;
import org.junit.Test;

public class CartTest {
    static final Map<String, Integer> PRICES = Map.of("pen", 100);

    static int total(String sku, int qty) {
        return PRICES.get(sku) * qty;
    }

    static int discount(int cents) {
        return cents - cents / 20; // bug: 5% instead of 10%
    }

    @Test
    public void sums() {
        assertEquals(200, total("pen", 2));
    }

    @Test
    public void discount() {
        assertEquals(90, discount(100));
    }

    @Test
    public void unknownSku() {
        assertEquals(0, total("mug", 1));
    }
}
