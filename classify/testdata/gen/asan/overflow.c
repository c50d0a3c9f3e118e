#include <stdio.h>
#include <stdlib.h>

static int sum(const int *v, int n) {
	int s = 0;
	for (int i = 0; i <= n; i++)
		s += v[i];
	return s;
}

int main(void) {
	int *v = malloc(4 * sizeof *v);
	for (int i = 0; i < 4; i++)
		v[i] = i;
	printf("sum=%d\n", sum(v, 4));
	free(v);
	return 0;
}
