// errbundle attach: clicks and form submits, reported through a binding.
// It runs in an isolated world of errbundle's own (Page.addScriptToEvaluate-
// OnNewDocument's worldName), so the page cannot see it, its functions or
// the binding, and nothing of it shows in another client's stacks. The
// protocol has no event for a user's click; this is all the page carries.
(function () {
  'use strict';
  if (self.__errbundleActions) return;
  self.__errbundleActions = true;
  // The binding is looked up at each report: it may be installed in this
  // world after the script runs.
  function send(payload) {
    var b = self.__errbundleAction;
    if (typeof b === 'function') b(payload);
  }
  var TEST_ATTRS = ['data-testid', 'data-test-id', 'data-test', 'data-cy'];

  function part(el) {
    var id = el.id;
    if (id && /^[A-Za-z][\w-]*$/.test(id)) return '#' + id;
    for (var i = 0; i < TEST_ATTRS.length; i++) {
      var v = el.getAttribute(TEST_ATTRS[i]);
      if (v) return '[' + TEST_ATTRS[i] + '="' + v.replace(/["\\]/g, '\\$&') + '"]';
    }
    var tag = el.tagName.toLowerCase();
    var name = el.getAttribute('name');
    if (name) return tag + '[name="' + name.replace(/["\\]/g, '\\$&') + '"]';
    var n = 1;
    for (var s = el.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === el.tagName) n++;
    return tag + ':nth-of-type(' + n + ')';
  }

  // selector climbs until the selector finds exactly el.
  function selector(el) {
    var steps = [];
    for (var cur = el; cur && cur.nodeType === 1 && steps.length < 6; cur = cur.parentElement) {
      steps.unshift(part(cur));
      var sel = steps.join(' > ');
      try {
        var found = document.querySelectorAll(sel);
        if (found.length === 1 && found[0] === el) return sel;
      } catch (e) {
        return sel;
      }
    }
    return steps.join(' > ');
  }

  function target(e) {
    var t = e.composedPath ? e.composedPath()[0] : e.target;
    if (t && t.nodeType === 3) t = t.parentElement;
    if (!t || t.nodeType !== 1) return null;
    var near = t.closest('a,button,input,select,textarea,label,summary,[role=button],[role=link],[data-testid],[onclick]');
    return near || t;
  }

  function report(type, el) {
    try {
      var text = '';
      if (!(el.tagName === 'INPUT' && /password|hidden/i.test(el.type || ''))) {
        text = String(el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 80);
      }
      send(JSON.stringify({type: type, selector: selector(el), text: text, url: location.href}));
    } catch (e) {
      // never into the page
    }
  }

  document.addEventListener('click', function (e) {
    var el = target(e);
    if (el) report('click', el);
  }, true);
  document.addEventListener('submit', function (e) {
    if (e.target && e.target.nodeType === 1) report('submit', e.target);
  }, true);
})();
