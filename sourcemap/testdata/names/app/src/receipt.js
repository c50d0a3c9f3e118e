export class Receipt {
	constructor(cart) {
		this.text = "Receipt: " + cart.summary();
	}
}
