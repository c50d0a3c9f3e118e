int tax(int x) { return x; }
int main(void) { return 0; }
