#include <CUnit/Basic.h>

static int qty_total(const int *q, int n) {
  int s = 0;
  for (int i = 1; i < n; i++) s += q[i];  /* bug: skips the first */
  return s;
}

static void test_qty_total(void) {
  int q[] = {1, 2, 3};
  CU_ASSERT_EQUAL(qty_total(q, 3), 6);
  CU_ASSERT(qty_total(q, 0) == 0);
}

static void test_single(void) {
  int q[] = {4};
  CU_ASSERT_EQUAL(qty_total(q, 1), 4);
}

int main(void) {
  if (CU_initialize_registry() != CUE_SUCCESS) return CU_get_error();
  CU_pSuite s = CU_add_suite("cart", NULL, NULL);
  CU_add_test(s, "qty_total", test_qty_total);
  CU_add_test(s, "single", test_single);
  CU_basic_set_mode(CU_BRM_VERBOSE);
  CU_basic_run_tests();
  unsigned failed = CU_get_number_of_failures();
  CU_cleanup_registry();
  return failed ? 1 : 0;
}
