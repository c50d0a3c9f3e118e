console.log('fetching exchange rates');
const res = await fetch('http://127.0.0.1:18507/rates', { signal: AbortSignal.timeout(300) });
console.log(res.status);
