/*
 * errbundle capture script: user actions — clicks, typing (one action per
 * field edited), changes, form submits and Enter — each with a CSS selector
 * that finds exactly the element acted on. Values of password, hidden,
 * credit-card and data-errbundle-redact fields are never recorded.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var doc = I.doc;
  var now = I.now;
  var setT = I.setT;
  var clearT = I.clearT;
  var cap = I.cap;
  var MAX_TEXT = 80; // the visible text of a clicked element

  function isRedacted(el) {
    if (!el || el.nodeType !== 1) return false;
    if (el.tagName === 'INPUT') {
      var t = (el.getAttribute('type') || '').toLowerCase();
      if (t === 'password' || t === 'hidden') return true;
    }
    var ac = (el.getAttribute('autocomplete') || '').toLowerCase();
    if (/(^|\s)cc-|password|one-time-code/.test(ac)) return true;
    return !!(el.closest && el.closest('[data-errbundle-redact]'));
  }

  var INTERACTIVE = 'a,button,input,select,textarea,label,summary,option,[role=button],[role=link],[role=tab],[role=menuitem],[role=checkbox],[data-testid],[onclick]';
  var TEST_ATTRS = ['data-testid', 'data-test-id', 'data-test', 'data-cy'];

  // eventTarget is the element acted on, inside an open shadow root too.
  // Only a shadow host's event can have another first node on its path
  // (a closed root's stays hidden from our listener): composedPath, which
  // builds the whole path, is called only then.
  function eventTarget(e) {
    var t = e.target;
    try {
      var path = t && t.shadowRoot && e.composedPath && e.composedPath();
      if (path && path[0] && path[0].nodeType === 1) t = path[0];
    } catch (x) {
      // keep e.target
    }
    if (t && t.nodeType === 3) t = t.parentElement;
    return t && t.nodeType === 1 ? t : null;
  }

  function quoteAttr(v) {
    return '"' + String(v).replace(/["\\]/g, '\\$&') + '"';
  }

  function stablePart(el) {
    var id = el.id;
    if (id && /^[A-Za-z][\w-]*$/.test(id) && !/\d{4,}|^(?:ember|react|radix|headlessui|mui|:r)/i.test(id)) return '#' + id;
    for (var i = 0; i < TEST_ATTRS.length; i++) {
      var v = el.getAttribute(TEST_ATTRS[i]);
      if (v) return '[' + TEST_ATTRS[i] + '=' + quoteAttr(v) + ']';
    }
    var tag = el.tagName.toLowerCase();
    var name = el.getAttribute('name');
    if (name && /^(input|select|textarea|button|form|iframe)$/.test(tag)) return tag + '[name=' + quoteAttr(name) + ']';
    var label = el.getAttribute('aria-label');
    if (label && label.length <= 60) return tag + '[aria-label=' + quoteAttr(label) + ']';
    return '';
  }

  // classPart is the element's tag with up to two of its classes that look
  // written by hand (not hashed by a CSS-in-JS tool); a classless element
  // that has siblings of its tag gets its :nth-of-type at once.
  function classPart(el) {
    var s = el.tagName.toLowerCase();
    var cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
    var n = 0;
    for (var i = 0; i < cls.length && n < 2; i++) {
      var c = cls[i];
      if (!/^[A-Za-z_-][\w-]*$/.test(c) || /\d{3,}|^(?:css|sc|jsx|svelte|emotion)-/.test(c)) continue;
      s += '.' + c;
      n++;
    }
    if (!n) s = withNth(el, s);
    return s;
  }

  // nthOfType is el's position among its parent's children of its tag, or
  // 0 when it has no such sibling.
  function nthOfType(el) {
    var p = el.parentElement;
    if (!p) return 0;
    var same = 0;
    var index = 0;
    for (var k = p.firstElementChild; k; k = k.nextElementSibling) {
      if (k.tagName === el.tagName) {
        same++;
        if (k === el) index = same;
      }
    }
    return same > 1 ? index : 0;
  }

  function withNth(el, s) {
    if (/:nth-of-type\(/.test(s)) return s;
    var n = nthOfType(el);
    if (!n) return s;
    if (s.charAt(0) === '#' || s.charAt(0) === '[') s = el.tagName.toLowerCase() + s;
    return s + ':nth-of-type(' + n + ')';
  }

  // step is one element's part of a selector path: its stable attribute
  // (#id, data-testid, name, aria-label), else its tag and classes; with
  // nth, also its :nth-of-type, which tells it from its siblings.
  function step(el, nth) {
    var s = stablePart(el);
    if (!s) s = el === doc.body || el === doc.documentElement ? el.tagName.toLowerCase() : classPart(el);
    return nth ? withNth(el, s) : s;
  }

  var MAX_CLIMB = 5; // ancestors tried before :nth-of-type is added
  var MAX_DEPTH = 24; // the longest path built

  // selectorOf returns a selector that finds exactly el, in el's document
  // (or shadow root). It prefers, in order: el's own stable attribute; the
  // shortest path of tag.class steps up to an ancestor with a stable
  // attribute; that path with :nth-of-type on its ambiguous steps, nearest
  // el first (then without the outer steps it no longer needs); then a
  // longer path, each new step with :nth-of-type, which from the root is
  // always exact. Every candidate is checked with
  // querySelectorAll: a selector that finds several elements (the click on
  // "Load profile" recorded as "#center > button.counter", which found
  // three buttons, the first another one) sends the agent to the wrong
  // element. At most 2 * MAX_CLIMB + MAX_DEPTH + 1 queries, on a click.
  function selectorOf(el) {
    if (!el || el.nodeType !== 1) return '';
    var root = rootOf(el);
    var path = []; // el, then its ancestors
    var steps = []; // their parts of the selector
    var sel = '';
    var cur;
    for (cur = el; cur && cur.nodeType === 1 && path.length < MAX_CLIMB; cur = cur.parentElement) {
      path.push(cur);
      steps.push(step(cur, false));
      sel = joinSteps(steps);
      if (exact(root, sel, el)) return sel;
      // An anchor that is unique on its own: climbing past it cannot help.
      if (stablePart(cur) && count(root, steps[steps.length - 1]) === 1) break;
    }
    for (var i = 0; i < path.length; i++) {
      var refined = step(path[i], true);
      if (refined === steps[i]) continue;
      steps[i] = refined;
      sel = joinSteps(steps);
      if (exact(root, sel, el)) return trimTop(root, steps, el);
    }
    for (cur = path[path.length - 1].parentElement; cur && cur.nodeType === 1 && path.length < MAX_DEPTH; cur = cur.parentElement) {
      path.push(cur);
      steps.push(step(cur, true));
      sel = joinSteps(steps);
      if (exact(root, sel, el)) return sel;
    }
    return sel; // the best there is: a tree deeper than MAX_DEPTH
  }

  // trimTop drops the outermost steps of an exact path for as long as it
  // stays exact: "html > body > ul.todos > li.todo:nth-of-type(2) >
  // button.delete" is found as well by its last two steps. A stable anchor
  // (#id, [data-testid=…], [name=…], [aria-label=…]; only those steps hold
  // # or [) is kept: it outlives a reordering of the page.
  function trimTop(root, steps, el) {
    var sel = joinSteps(steps);
    while (steps.length > 1 && !/[#[]/.test(steps[steps.length - 1])) {
      var shorter = joinSteps(steps.slice(0, -1));
      if (!exact(root, shorter, el)) break;
      steps = steps.slice(0, -1);
      sel = shorter;
    }
    return sel;
  }

  function joinSteps(steps) {
    var out = steps[steps.length - 1];
    for (var i = steps.length - 2; i >= 0; i--) out += ' > ' + steps[i];
    return out;
  }

  function rootOf(el) {
    var r = el.getRootNode ? el.getRootNode() : doc;
    return r && typeof r.querySelectorAll === 'function' ? r : doc;
  }

  function count(root, sel) {
    try {
      return root.querySelectorAll(sel).length;
    } catch (e) {
      return -1;
    }
  }

  // exact reports whether sel finds el and nothing else.
  function exact(root, sel, el) {
    try {
      var found = root.querySelectorAll(sel);
      return found.length === 1 && found[0] === el;
    } catch (e) {
      return false; // an id or attribute that makes the selector invalid
    }
  }

  function visibleText(el) {
    if (!el || isRedacted(el)) return '';
    if (el.tagName === 'INPUT') {
      var t = (el.type || '').toLowerCase();
      return t === 'button' || t === 'submit' || t === 'reset' ? cap80(el.value) : '';
    }
    if (el.tagName === 'SELECT' || el.tagName === 'TEXTAREA') return '';
    var s = String(el.textContent || '').slice(0, 400).replace(/\s+/g, ' ').trim();
    if (!s) s = el.getAttribute('aria-label') || el.getAttribute('title') || el.getAttribute('alt') || '';
    return cap80(s);
  }

  function cap80(s) {
    s = String(s || '');
    return s.length > MAX_TEXT ? s.slice(0, MAX_TEXT - 1) + '…' : s;
  }

  function action(type, el, text, value) {
    var ev = {timestamp: now(), type: type, selector: selectorOf(el), text: text, value: value, url: '', to_url: ''};
    ev.url = I.pageURL(ev);
    return ev;
  }

  function valueOf(el) {
    if (el.tagName === 'INPUT') {
      var t = (el.type || '').toLowerCase();
      if (t === 'checkbox' || t === 'radio') return el.checked ? el.value || 'on' : '';
      if (t === 'file') return el.files ? Array.prototype.map.call(el.files, function (f) { return f.name; }).join(', ') : '';
    }
    if (el.tagName === 'SELECT' && el.multiple) {
      return Array.prototype.filter.call(el.options, function (o) { return o.selected; }).map(function (o) { return o.value; }).join(', ');
    }
    return typeof el.value === 'string' ? cap(el.value, 1024) : '';
  }

  // Typing makes one input event per key. The latest value for the field
  // being typed into is held here and queued as one action when the user
  // moves on, something else happens, or a second passes.
  var pendingInput = null; // {el, ev}
  var inputTimer = null;
  var lastValues = new WeakMap(); // element -> last value recorded

  function commitInput() {
    if (!pendingInput) return;
    var p = pendingInput;
    pendingInput = null;
    if (inputTimer) {
      clearT(inputTimer);
      inputTimer = null;
    }
    lastValues.set(p.el, p.ev.value);
    I.push('actions', p.ev);
  }

  function onInputTimer() {
    inputTimer = null;
    try {
      commitInput();
    } catch (e) {
      // never into the page
    }
  }

  function onInput(e) {
    try {
      if (I.state === 'off') return;
      var el = eventTarget(e);
      if (!el) return;
      var redacted = isRedacted(el);
      if (redacted) I.trackSecret(el);
      var value = redacted ? '[redacted]' : 'value' in el ? valueOf(el) : '';
      if (e.type === 'change') {
        if (pendingInput && pendingInput.el === el) commitInput();
        if (lastValues.get(el) === value) return; // already recorded by its input events
        commitInput();
        lastValues.set(el, value);
        I.push('actions', action('change', el, '', value));
        return;
      }
      if (pendingInput && pendingInput.el === el) {
        pendingInput.ev.value = value;
        pendingInput.ev.timestamp = now();
      } else {
        commitInput();
        pendingInput = {el: el, ev: action('input', el, '', value)};
      }
      if (inputTimer) clearT(inputTimer);
      inputTimer = setT(onInputTimer, 1000);
    } catch (x) {
      // never into the page
    }
  }

  function onClick(e) {
    try {
      if (I.state === 'off') return;
      commitInput();
      var el = eventTarget(e);
      if (!el) return;
      el = (el.closest && el.closest(INTERACTIVE)) || el;
      I.push('actions', action('click', el, visibleText(el), ''));
    } catch (x) {
      // never into the page
    }
  }

  function onSubmit(e) {
    try {
      if (I.state === 'off') return;
      commitInput();
      var form = eventTarget(e);
      if (!form) return;
      I.push('actions', action('submit', form, e.submitter ? visibleText(e.submitter) : '', ''));
    } catch (x) {
      // never into the page
    }
  }

  function onKeydown(e) {
    try {
      if (I.state === 'off' || e.key !== 'Enter' || e.isComposing) return;
      commitInput();
      I.push('actions', action('keydown', eventTarget(e), 'Enter', ''));
    } catch (x) {
      // never into the page
    }
  }

  I.commitInput = commitInput;
  I.dropPending = function () {
    pendingInput = null;
  };
  I.selectorOf = selectorOf;

  try {
    I.on(G, 'click', onClick);
    I.on(G, 'input', onInput);
    I.on(G, 'change', onInput);
    I.on(G, 'submit', onSubmit);
    I.on(G, 'keydown', onKeydown);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
