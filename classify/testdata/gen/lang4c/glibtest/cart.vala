int discount (int cents) {
    return cents - cents / 20; // bug: 5% instead of 10%
}

void test_sums () {
    assert_cmpint (2 * 100, CompareOperator.EQ, 200);
}

void test_discount () {
    assert_cmpint (discount (100), CompareOperator.EQ, 90);
}

int main (string[] args) {
    Test.init (ref args);
    Test.add_func ("/cart/sums", test_sums);
    Test.add_func ("/cart/discount", test_discount);
    return Test.run ();
}
