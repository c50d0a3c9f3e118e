#include <gtest/gtest.h>

TEST(Ok, Adds) { EXPECT_EQ(1 + 1, 2); }
TEST(Ok, Strings) { EXPECT_STREQ("errors: 0", "errors: 0"); }
