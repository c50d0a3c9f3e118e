// Does what the page's policy forbids.
'use strict';

document.addEventListener('DOMContentLoaded', () => {
  const i = document.createElement('img');
  i.src = 'http://example.invalid/pixel.png';
  document.body.appendChild(i);
  try {
    eval('1 + 1'); // MARK:csp-eval
  } catch (e) {
    // the app copes: only the policy's report tells
  }
});
