function toggleMenu(button) {
  var menu = document.getElementById(button.getAttribute('aria-controls'));
  var open = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(!open));
  menu.hidden = open;
}

document.querySelectorAll('[data-menu]').forEach(function (button) {
  button.addEventListener('click', function () { toggleMenu(button); });
});
