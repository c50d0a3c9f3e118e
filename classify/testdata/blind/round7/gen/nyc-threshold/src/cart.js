function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

function discount(total, code) {
  if (code === 'TEN') {
    return total * 0.9;
  }
  if (code === 'HALF') {
    return total * 0.5;
  }
  return total;
}

module.exports = { total, discount };
