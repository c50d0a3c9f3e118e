val prices = mapOf("pen" to 100)

fun unitPrice(sku: String): Int = prices.getValue(sku)

fun total(items: List<Pair<String, Int>>): Int = items.sumBy { (sku, qty) -> unitPrice(sku) * qty }

println("total: ${total(listOf("pen" to 2, "mug" to 1))}")
