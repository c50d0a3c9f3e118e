import java.util.Map;

Map<String, Integer> prices = Map.of("pen", 100);

int unitPrice(String sku) {
    return prices.get(sku);
}

int total() {
    return unitPrice("pen") * 2 + unitPrice("mug");
}

System.out.println("total: " + total());
/exit
