type Cart = { items: number[] };
const cart: Cart | null = null as any;
console.log("starting");
console.log(cart!.items.length);
