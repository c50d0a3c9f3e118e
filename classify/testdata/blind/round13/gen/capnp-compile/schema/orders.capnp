@0xd4c2a1b7e9f03a11;

using Money = import "money.capnp";

struct Order {
  id @0 :Text;
  lines @1 :List(Line);
  status @2 :Status;
  placedAt @3 :UInt64;
  note @3 :Text;

  struct Line {
    sku @0 :Text;
    qty @1 :UInt32;
    price @2 :Money.Price;
  }

  enum Status {
    pending @0;
    paid @1;
    shipped @2;
  }
}

interface Orders {
  get @0 (id :Text) -> (order :Order);
  recent @1 (limit :UInt32) -> (orders :List(Ordr));
}
