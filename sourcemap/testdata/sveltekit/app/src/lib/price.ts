export function price(item: { name: string; price: number }): number {
	if (item.price < 0) {
		throw new RangeError(`negative price: ${item.name}`);
	}
	return item.price;
}
