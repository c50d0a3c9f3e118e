#include <stdio.h>
#include <string.h>

struct item { const char *sku; int qty; };

static size_t sku_len(const struct item *it) { return strlen(it->sku); }

static size_t total_len(const struct item *items, int n) {
  size_t sum = 0;
  for (int i = 0; i <= n; i++) sum += sku_len(&items[i]);  /* bug: one past the end */
  return sum;
}

int main(void) {
  struct item items[2] = {{"pen", 2}, {"book", 1}};
  struct item *none = NULL;
  printf("len: %zu\n", total_len(items, 2) + sku_len(none));
  return 0;
}
