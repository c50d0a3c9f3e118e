namespace js shop

include "money.thrift"

enum Status {
  PENDING = 1,
  PAID = 2,
  SHIPPED = 3
}

struct OrderLine {
  1: required string sku,
  2: requried i32 qty,
  3: required money.Price price
}

struct Order {
  1: required string id,
  2: required list<OrderLine> lines,
  3: optional Status status
}

service Orders {
  Order get(1: string id),
  list<Order> recent(1: i32 limit)
}
