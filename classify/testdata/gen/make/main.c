#include <stdio.h>
int main(void) {
	int unused;
	printf("%d\n", count);
	return 0;
}
