int tax(int);
int helper(int);

int main(void) {
	return tax(2) + helper(1);
}
