#include <stdio.h>
int main(void) {
	printf("%s\n", total);
	return 0;
}
