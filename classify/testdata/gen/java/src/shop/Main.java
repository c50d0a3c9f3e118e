package shop;

import java.util.Map;
import java.util.logging.Logger;

public class Main {
    private static final Logger LOG = Logger.getLogger("shop");

    static int price(Map<String, Integer> prices, String sku) {
        return prices.get(sku);
    }

    public static void main(String[] args) throws Exception {
        LOG.info("starting shop");
        LOG.warning("config not found, using defaults");
        try {
            Integer.parseInt("12a");
        } catch (NumberFormatException e) {
            LOG.log(java.util.logging.Level.SEVERE, "bad quantity", e);
        }
        System.out.println(price(Map.of("a", 1), "b"));
    }
}
