@0xb1f0c3d2a4e56789;

struct Price {
  cents @0 :Int64;
  currency @1 :Text;
}
