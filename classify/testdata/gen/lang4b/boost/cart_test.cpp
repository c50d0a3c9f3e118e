#define BOOST_TEST_MODULE cart
#include <boost/test/included/unit_test.hpp>
#include <stdexcept>
#include <vector>

int discount(int cents) { return cents - cents / 20; }  // bug: 5% instead of 10%

int first_item(const std::vector<int>& items) {
  if (items.empty()) throw std::runtime_error("cart is empty");
  return items.front();
}

BOOST_AUTO_TEST_CASE(sums) { BOOST_TEST(100 + 100 == 200); }

BOOST_AUTO_TEST_CASE(ten_percent) { BOOST_TEST(discount(100) == 90); }

BOOST_AUTO_TEST_CASE(empty_cart) { BOOST_CHECK_EQUAL(first_item({}), 0); }
