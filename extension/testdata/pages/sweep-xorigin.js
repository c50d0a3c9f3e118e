// Served to the page from another origin (localhost against 127.0.0.1).
'use strict';

window.xoriginThrow = function () {
  setTimeout(function () {
    throw new Error('thrown in a cross-origin script'); // MARK:xorigin
  });
};
