import test from "ava";

const total = (items) => items.reduce((s, i) => s + i.price, 0);

test("sums prices", (t) => {
	t.is(total([{ price: 2 }, { price: 3 }]), 5);
});

test("applies discount", (t) => {
	t.is(total([{ price: 10 }]), 9);
});

test("handles missing items", (t) => {
	total(undefined);
	t.pass();
});
