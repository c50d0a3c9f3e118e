/*
 * errbundle capture script: Content Security Policy violations. A blocked
 * script, image, connection or inline handler throws nothing the page can
 * see: the browser prints its own console message and fires
 * "securitypolicyviolation". Each becomes an error-level log (a warning for
 * a report-only policy) with the browser's wording, located where the
 * violation happened, which the daemon makes a console error of.
 *
 * Left out: our own inline hooks script, which core.js tries first and
 * gives up on under such a policy; and enforced Trusted Types violations,
 * whose TypeError the page gets thrown and errors.js records.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var HOOKS_MARK = 'errbundleHooks'; // in the sample of our inline script

  // directiveText finds the directive that was violated in the policy, as
  // the browser quotes it ("img-src 'self'"), falling back to default-src.
  // FALLBACKS are the directives CSP applies when the one violated is not
  // in the policy, nearest first, before default-src: the browser reports
  // script-src-elem for a blocked <script> under a policy that names only
  // script-src, and the text to show is the directive the policy wrote.
  var FALLBACKS = {
    'script-src-elem': ['script-src'], 'script-src-attr': ['script-src'],
    'style-src-elem': ['style-src'], 'style-src-attr': ['style-src'],
    'worker-src': ['child-src', 'script-src'], 'frame-src': ['child-src'],
  };

  function directiveText(policy, name) {
    var parts = String(policy || '').split(';');
    var found = {};
    for (var i = 0; i < parts.length; i++) {
      var d = parts[i].trim();
      var n = d.split(/\s+/)[0].toLowerCase();
      if (n && !found[n]) found[n] = d;
    }
    var order = [name].concat(FALLBACKS[name] || [], ['default-src']);
    for (var j = 0; j < order.length; j++) {
      if (found[order[j]]) return found[order[j]];
    }
    return name;
  }

  function what(blocked) {
    if (blocked === 'inline') return 'run an inline script or style';
    if (blocked === 'eval') return 'evaluate a string as JavaScript';
    if (blocked === 'trusted-types-policy' || blocked === 'trusted-types-sink') return 'use a Trusted Types ' + blocked.slice(14);
    return "load '" + blocked + "'";
  }

  function onViolation(e) {
    try {
      if (I.state === 'off') return;
      var src = String(e.sourceFile || '');
      if (I.isOurs(src) || String(e.sample || '').indexOf(HOOKS_MARK) >= 0) return;
      var directive = String(e.effectiveDirective || e.violatedDirective || '');
      var enforced = e.disposition !== 'report';
      if (enforced && directive.indexOf('trusted-types') >= 0) return;
      var message = (enforced ? 'Refused to ' : 'Would refuse to (report only) ') + what(String(e.blockedURI || 'inline')) +
        ' because it violates the following Content Security Policy directive: "' + directiveText(e.originalPolicy, directive) + '"';
      if (e.sample) message += ' (sample: ' + I.cap(String(e.sample), 80) + ')';
      I.push('logs', {timestamp: I.now(), level: enforced ? 'error' : 'warn', message: message, stack: '',
        url: src, line: e.lineNumber || 0, column: e.columnNumber || 0});
    } catch (x) {
      // never into the page
    }
  }

  try {
    I.on(I.doc, 'securitypolicyviolation', onViolation);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
