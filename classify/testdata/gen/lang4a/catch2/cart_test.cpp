#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#include <stdexcept>
#include "cart.hpp"

TEST_CASE("average of prices", "[cart]") {
  REQUIRE(average({1, 2}) == Approx(1.5));
}

TEST_CASE("labels", "[cart]") {
  CHECK(label(1) == "1 item");
  CHECK(label(3) == "3 items");
}

TEST_CASE("negative quantity label", "[cart]") {
  CHECK(label(-1) == "");
}
