#include <stdlib.h>

int total(void) {
    int prices[3] = {1, 2, 3};
    int sum = 0;
    for (int i = 0; i <= 3; i++)
        sum += prices[i];
    return sum;
}

char *copy(void) {
    char *p = malloc(10);
    return 0;
}
