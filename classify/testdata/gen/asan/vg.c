#include <stdio.h>
#include <stdlib.h>

int main(void) {
	int *v = malloc(4 * sizeof *v);
	int s = 0;
	for (int i = 0; i <= 4; i++)
		s += v[i];
	printf("sum=%d\n", s > 0);
	char *leak = malloc(32);
	leak[0] = 'x';
	free(v);
	return 0;
}
