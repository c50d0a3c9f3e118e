#include <stdio.h>

static int discount(int total, int pct) {
    int unused;
    if (pct = 10)
        return total - total / 10;
    return total;
}

int main(void) {
    printf("%d\n", discount(100, 5));
    return 0;
}
