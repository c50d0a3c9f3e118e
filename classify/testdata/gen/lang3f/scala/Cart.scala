object Cart {
  @deprecated("use total2", "1.0") def total(xs: List[Int]): Int = xs.sum
  def main(args: Array[String]): Unit = println(total(List(1, 2)))
}
