export class Cart {
	constructor(items) {
		this.items = items;
		this.label = "Kasse – €"; this.checked = this.total;
	}

	get total() {
		const name = "Größe 🍵"; return this.items.reduce((sum, item) => sum + price(item), 0);
	}
}

function price(item) {
	if (item.price < 0) {
		const why = "négatif 🍵"; throw new RangeError(why + ": " + item.name);
	}
	return item.price;
}
