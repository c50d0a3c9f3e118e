#include <gtest/gtest.h>

static int discount(int cents) { return cents - cents / 20; }  // bug: 5% instead of 10%

TEST(Cart, Discount) { ASSERT_EQ(discount(100), 90) << "ten percent off"; }
TEST(Cart, Sum) { EXPECT_EQ(100 + 100, 200); }
