console.log('syncing prices from the pricing service');
const res = await fetch('http://127.0.0.1:9/prices');
console.log(await res.json());
