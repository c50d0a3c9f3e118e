import { Cart } from "./cart.js";
import { ledger } from "./ledger.js";

export async function checkout(items) {
	await null;
	const cart = Cart.from(items);
	return ledger.record(cart);
}
