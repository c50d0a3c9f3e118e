#include <limits.h>
#include <stdio.h>
int main(void) {
	int big = INT_MAX;
	big += 1;
	printf("big=%d\n", big);
	return 0;
}
