#include <stdio.h>
int main(void) { int total = 2 + 2; if (total != 5) { fprintf(stderr, "cart_test.c:2: total is %d, want 5\n", total); return 1; } return 0; }
