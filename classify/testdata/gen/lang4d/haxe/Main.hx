class Main {
  static var prices:Map<String, Int> = ["pen" => 100];

  static function unitPrice(sku:String):Int {
    if (!prices.exists(sku)) throw 'unknown sku: $sku';
    return prices.get(sku);
  }

  static function main() {
    var total = unitPrice("pen") * 2 + unitPrice("mug");
    trace('total: $total');
  }
}
