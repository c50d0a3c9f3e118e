const res = await fetch("http://127.0.0.1:1/api/stock");
console.log(await res.text());
