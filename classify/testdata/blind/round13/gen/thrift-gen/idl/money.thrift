namespace js money

struct Price {
  1: required i64 cents,
  2: required string currency
}
