export function divide(a, b) {
  if (b === 0) {
    throw new RangeError("division by zero: " + a + "/" + b);
  }
  return a / b;
}
