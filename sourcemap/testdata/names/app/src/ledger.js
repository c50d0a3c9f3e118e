import { Receipt } from "./receipt.js";

export const ledger = {
	entries: [],
	record(cart) {
		const line = describe(cart);
		this.entries.push(line);
		return line;
	},
};

const describe = function (cart) {
	return new Receipt(cart).text;
};
