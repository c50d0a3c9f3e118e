#include <stdlib.h>
#include <string.h>
static char *copy(const char *s) { char *d = malloc(strlen(s) + 1); strcpy(d, s); return d; }
int main(void) { copy("cart"); return 0; }
