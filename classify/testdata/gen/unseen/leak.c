#include <stdlib.h>
#include <string.h>

char *copy_name(const char *name) {
    char *buf = malloc(strlen(name) + 1);
    strcpy(buf, name);
    return buf;
}

int main(void) {
    char *p = malloc(16);
    free(p);
    p[0] = 'x';
    copy_name("shop");
    return 0;
}
