import { charge } from "./billing";

let n = 0;
setInterval(async () => {
  n++;
  if (n === 2) {
    await charge({ id: "c_1", amount: -5 });
  }
}, 100);
console.log("worker started");
