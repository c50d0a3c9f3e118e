#include <stdio.h>
struct cart { int total; };
int main(void) {
	struct cart *c = NULL;
	puts("starting");
	fflush(stdout);
	return c->total;
}
