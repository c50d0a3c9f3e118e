import { checkout } from "./checkout.js";

function report(err) {
	const pre = document.createElement("pre");
	pre.id = "stack";
	pre.textContent = String(err.stack);
	document.body.appendChild(pre);
	console.log("STACK " + pre.textContent);
}

async function start() {
	await null;
	const items = [{ name: "tea", price: 3, qty: 1 }, { name: "cup", price: -1, qty: 2 }];
	return await checkout(items);
}

setTimeout(() => {
	start().catch(report);
}, 0);
