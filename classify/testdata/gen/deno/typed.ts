function double(n: number): number {
  return n * 2;
}

const s: string = double(2);
console.log(s);
