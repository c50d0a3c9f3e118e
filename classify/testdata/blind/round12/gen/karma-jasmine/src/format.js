function formatPrice(cents, currency) {
  const amount = (cents / 100).toFixed(2);
  return currency === 'EUR' ? amount + ' €' : '$' + amount;
}

function initials(name) {
  return name.split(' ').map((part) => part[0]).join('');
}
