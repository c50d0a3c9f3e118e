#include <stdio.h>

static int tax(int cents) { return cents * 7 / 100; }  /* bug: 7% instead of 8% */

int main(void) {
  int got = tax(1000);
  if (got != 80) {
    fprintf(stderr, "tax_check.c:8: tax(1000) = %d, want 80\n", got);
    return 1;
  }
  return 0;
}
