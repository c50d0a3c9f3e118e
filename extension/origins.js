/*
 * Allowed page origins and the daemon address, shared by the extension's
 * bridge, service worker and popup. capture/core.js keeps its own copy of the
 * matching rules because the daemon also serves it on its own.
 */
'use strict';

var ERRBUNDLE_DEFAULTS = {
  daemon: 'http://127.0.0.1:7373',
  allowOrigins: ['localhost', '127.0.0.1', '[::1]'],
  // traceparent: same-origin requests carry trace headers (network.js).
  traceparent: true,
  // A screenshot of the tab on its first uncaught error of a burst.
  screenshots: true,
};

// errbundleOriginAllowed reports whether a page URL may be recorded. An
// entry is a host name (any scheme, any port; "*.example.test" for
// subdomains), a full origin ("http://app.test:8080"), or "*".
function errbundleOriginAllowed(href, list) {
  var u;
  try {
    u = new URL(href);
  } catch (e) {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  var host = u.hostname.toLowerCase();
  var origin = u.origin.toLowerCase();
  for (var i = 0; i < list.length; i++) {
    var e = String(list[i]).trim().toLowerCase().replace(/\/+$/, '');
    if (!e) continue;
    if (e === '*') return true;
    if (e.indexOf('://') > 0) {
      if (e === origin) return true;
    } else if (e.indexOf('*.') === 0) {
      if (host.length > e.length - 1 && host.slice(-(e.length - 1)) === e.slice(1)) return true;
    } else if (e === host || (e === '::1' && host === '[::1]')) {
      return true;
    }
  }
  return false;
}

// errbundleMatchPatterns turns allowed-origin entries into extension match
// patterns (which ignore ports when none is given).
function errbundleMatchPatterns(list) {
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var e = String(list[i]).trim().toLowerCase().replace(/\/+$/, '');
    if (!e) continue;
    if (e === '*') {
      out.push('http://*/*', 'https://*/*');
    } else if (e.indexOf('://') > 0) {
      out.push(e + '/*');
    } else {
      if (e === '::1') e = '[::1]';
      out.push('http://' + e + '/*', 'https://' + e + '/*');
    }
  }
  return out;
}

// errbundleIsDefault reports whether an entry is covered by the manifest's
// static content scripts.
function errbundleIsDefault(entry) {
  var e = String(entry).trim().toLowerCase();
  return e === 'localhost' || e === '127.0.0.1' || e === '[::1]' || e === '::1';
}
