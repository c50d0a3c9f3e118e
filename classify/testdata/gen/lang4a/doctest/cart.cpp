#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
#include <vector>

int shipping(int weight) {
  if (weight <= 0) return 0;
  return 5 + weight / 2;  // bug: rounds down
}

TEST_CASE("shipping is free for nothing") {
  CHECK(shipping(0) == 0);
}

TEST_CASE("shipping rounds up") {
  CHECK(shipping(3) == 7);
  std::vector<int> v;
  CHECK(v.at(2) == 1);
}
