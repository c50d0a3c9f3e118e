export class Cart {
	static from(items) {
		return new Cart(items.map((item) => ({ ...item })));
	}

	constructor(items) {
		this.items = items;
	}

	get total() {
		return this.items.reduce((sum, item) => sum + lineTotal(item), 0);
	}

	summary() {
		return "total " + this.total.toFixed(2);
	}
}

const lineTotal = (item) => validate(item.price, item.name) * validate(item.qty, item.name);

function validate(value, name) {
	if (value < 0) {
		throw new RangeError("negative value for " + name);
	}
	return value;
}
