const port: number = 3000;
console.log(`listening on ${port}`);
