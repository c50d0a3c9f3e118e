import static org.testng.Assert.assertEquals;

import java.util.Map;
import org.testng.annotations.Test;

public class CartTest {
    static final Map<String, Integer> PRICES = Map.of("pen", 100);

    static int unitPrice(String sku) {
        return PRICES.get(sku);
    }

    static int discount(int cents) {
        return cents - cents / 20; // bug: 5% instead of 10%
    }

    @Test
    public void sums() {
        assertEquals(unitPrice("pen") * 2, 200);
    }

    @Test
    public void discountTakesTenPercent() {
        assertEquals(discount(100), 90);
    }

    @Test
    public void unknownSku() {
        assertEquals(unitPrice("mug"), 0);
    }
}
