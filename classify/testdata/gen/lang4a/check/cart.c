#include <check.h>
#include <stdlib.h>
#include <string.h>

struct item { const char *sku; int qty; };

static int count(const struct item *items, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) c += items[i].qty;
  return c;
}

static int sku_len(const struct item *it) { return (int)strlen(it->sku); }

START_TEST(test_count) {
  struct item items[] = {{"pen", 2}, {"book", 1}};
  ck_assert_int_eq(count(items, 2), 4);
}
END_TEST

START_TEST(test_sku_len) {
  struct item *it = NULL;
  ck_assert_int_eq(sku_len(it), 3);
}
END_TEST

START_TEST(test_empty) {
  ck_assert_int_eq(count(NULL, 0), 0);
}
END_TEST

int main(void) {
  Suite *s = suite_create("cart");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, test_count);
  tcase_add_test(tc, test_sku_len);
  tcase_add_test(tc, test_empty);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
