function updateBadge(count) {
  var badge = document.querySelector('.cart-badge');
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.classList.toggle('is-empty', count === 0;
}
