class Cart {
    Map<String, Integer> prices = [pen: 100]

    int lineTotal(Map item) {
        prices[item.sku] * item.qty
    }

    int total(List items) {
        items.sum { lineTotal(it) }
    }
}

def cart = new Cart()
println "total: ${cart.total([[sku: 'pen', qty: 2], [sku: 'mug', qty: 1]])}"
