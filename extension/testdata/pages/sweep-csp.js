// Loads what the page's policy forbids.
'use strict';

document.addEventListener('DOMContentLoaded', () => {
  const i = document.createElement('img');
  i.src = 'http://example.invalid/pixel.png'; // MARK:csp-img
  document.body.appendChild(i);
});
