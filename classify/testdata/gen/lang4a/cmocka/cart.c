#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

static int tax(int cents) { return cents * 8 / 100; }
static int total(const int *items, int n) {
  int sum = 0;
  for (int i = 0; i <= n; i++) sum += items[i];  /* bug: reads one past the end */
  return sum + tax(sum);
}

static void test_tax(void **state) {
  (void)state;
  assert_int_equal(tax(1000), 80);
}

static void test_total(void **state) {
  (void)state;
  int items[3] = {100, 200, 0};
  assert_int_equal(total(items, 2), 324);
}

static void test_name(void **state) {
  (void)state;
  const char *name = "cart";
  assert_string_equal(name, "basket");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tax),
      cmocka_unit_test(test_total),
      cmocka_unit_test(test_name),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
