function price(n, vat) {
  if (vat) {
    return n * 1.2;
  }
  return n;
}
function unused(a) {
  if (a > 1) return a * 2;
  return a - 1;
}
module.exports = { price, unused };
