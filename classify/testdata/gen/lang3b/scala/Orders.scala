object Orders {
  val prices = Map("apple" -> 3)
  def priceOf(sku: String): Int = prices(sku)
  def main(args: Array[String]): Unit = {
    println("pricing order 17")
    println(priceOf("apple") + priceOf("kiwi"))
  }
}
