object Cart {
  def total(prices: List[Int]): Int = prices.sum + discount
  def main(args: Array[String]): Unit = println(total(List(1, 2)))
}
