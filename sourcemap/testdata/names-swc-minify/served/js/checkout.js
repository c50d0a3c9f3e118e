import{Cart as r}from"./cart.js";import{ledger as o}from"./ledger.js";export async function checkout(t){await null;let e=r.from(t);return o.record(e)}
//# sourceMappingURL=checkout.js.map