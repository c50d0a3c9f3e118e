export function total(lines) {
	let sum = 0;
	for (const line of lines) {
		sum += line.price * line.qty;
	}

	return sum;
}

export function label(count) {
	if (count == 1) {
		return '1 item';
	}

	return count + ' items';
}
