#include <criterion/criterion.h>

static int discount(int cents, int percent) { return cents - cents * percent / 10; }  /* bug: /10 */

Test(cart, no_discount) {
  cr_assert_eq(discount(500, 0), 500);
}

Test(cart, ten_percent) {
  cr_assert_eq(discount(500, 10), 450, "10%% off 500 should be 450");
}

Test(cart, crashes) {
  int *p = NULL;
  cr_assert_eq(*p, 0);
}
