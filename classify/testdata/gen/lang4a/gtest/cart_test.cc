#include <gtest/gtest.h>
#include "cart.h"

static const std::map<std::string, int> kPrices = {{"pen", 100}, {"book", 500}};

TEST(CartTest, SumsItems) {
  EXPECT_EQ(total(kPrices, {{"pen", 2}}), 200);
}

TEST(CartTest, DiscountAtThreshold) {
  EXPECT_EQ(total(kPrices, {{"book", 2}}), 900);
}

TEST(CartTest, UnknownSku) {
  EXPECT_EQ(total(kPrices, {{"mug", 1}}), 0);
}
