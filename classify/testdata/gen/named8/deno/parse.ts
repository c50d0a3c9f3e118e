const total = 1
const x y = 2;
console.log(total);
