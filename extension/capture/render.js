/*
 * errbundle capture script: rendering values as the console would, for
 * console messages and for rejections whose reason is not an Error.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var stringify = I.stringify;
  var MAX_LOG = 10240; // one console entry

  function isError(v) {
    try {
      return v instanceof Error || (!!v && typeof v === 'object' && typeof v.message === 'string' && typeof v.stack === 'string');
    } catch (e) {
      return false;
    }
  }

  // errorText is an Error as the console shows it: its stack, less our
  // frames (an Error made inside our fetch wrapper has them).
  function errorText(e) {
    var head = (e.name || 'Error') + ': ' + e.message;
    var stack = typeof e.stack === 'string' ? I.cleanStack(e.stack) : '';
    if (!stack) return head;
    return stack.indexOf(e.message) >= 0 ? stack : head + '\n' + stack;
  }

  function describeNode(n) {
    if (n.nodeType !== 1) return '#' + (n.nodeName || 'node').toLowerCase().replace(/^#/, '');
    var s = '<' + n.tagName.toLowerCase();
    if (n.id) s += '#' + n.id;
    if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\s+/).slice(0, 3).join('.');
    return s + '>';
  }

  var IDENT = /^[A-Za-z_$][\w$]*$/;

  // serialize renders any value as bounded, cycle-safe JSON-like text. Own
  // accessor properties are not called: reading them could change the page.
  function serialize(root, budget) {
    var out = [];
    var len = 0;
    var ancestors = [];
    function w(s) {
      out.push(s);
      len += s.length;
    }
    function val(v, depth) {
      if (len > budget) return;
      switch (typeof v) {
        case 'string':
          w(stringify(v.length > 2000 ? v.slice(0, 2000) + '…' : v));
          return;
        case 'number':
        case 'boolean':
        case 'undefined':
          w(String(v));
          return;
        case 'bigint':
          w(String(v) + 'n');
          return;
        case 'symbol':
          w(v.toString());
          return;
        case 'function':
          w('[Function ' + (v.name || 'anonymous') + ']');
          return;
      }
      if (v === null) return w('null');
      if (ancestors.indexOf(v) >= 0) return w('[Circular]');
      if (isError(v)) return w(stringify((v.name || 'Error') + ': ' + v.message));
      if (v instanceof Date) return w(isNaN(v) ? 'Invalid Date' : v.toISOString());
      if (v instanceof RegExp) return w(String(v));
      if (v === G) return w('[Window]');
      if (typeof Node === 'function' && v instanceof Node) return w(describeNode(v));
      if (typeof Promise === 'function' && v instanceof Promise) return w('Promise');
      if (ArrayBuffer.isView(v)) return w((v.constructor && v.constructor.name) + '(' + (v.length || v.byteLength) + ')');
      if (v instanceof ArrayBuffer) return w('ArrayBuffer(' + v.byteLength + ')');
      var isArr = Array.isArray(v);
      if (depth >= 6) return w(isArr ? '[Array]' : '[Object]');
      ancestors.push(v);
      var i = 0;
      if (isArr) {
        w('[');
        for (; i < v.length && i < 100 && len <= budget; i++) {
          if (i) w(',');
          val(v[i], depth + 1);
        }
        if (v.length > i) w(',…' + (v.length - i) + ' more');
        w(']');
      } else if (v instanceof Map || v instanceof Set) {
        var isMap = v instanceof Map;
        w((isMap ? 'Map(' : 'Set(') + v.size + ') {');
        v.forEach(function (value, key) {
          if (i++ >= 100 || len > budget) return;
          if (i > 1) w(',');
          if (isMap) {
            val(key, depth + 1);
            w(' => ');
          }
          val(value, depth + 1);
        });
        w('}');
      } else {
        var ctor = Object.getPrototypeOf(v);
        ctor = ctor && ctor.constructor && ctor.constructor.name;
        if (ctor && ctor !== 'Object') w(ctor + ' ');
        w('{');
        var keys = Object.keys(v);
        for (; i < keys.length && i < 100 && len <= budget; i++) {
          if (i) w(',');
          var k = keys[i];
          w((IDENT.test(k) ? k : stringify(k)) + ':');
          var d = Object.getOwnPropertyDescriptor(v, k);
          if (!d) w('undefined');
          else if ('value' in d) val(d.value, depth + 1);
          else w('[Getter]');
        }
        if (keys.length > i) w(',…' + (keys.length - i) + ' more');
        w('}');
      }
      ancestors.pop();
    }
    try {
      val(root, 0);
    } catch (e) {
      w('[unserializable]');
    }
    var s = out.join('');
    return s.length > budget ? s.slice(0, budget) + '…' : s;
  }

  function render(v, budget) {
    switch (typeof v) {
      case 'string':
        return v.length > budget ? v.slice(0, budget) : v;
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(v);
    }
    if (v === null) return 'null';
    if (isError(v)) {
      try {
        return errorText(v);
      } catch (e) {
        return '[Error]';
      }
    }
    return serialize(v, budget);
  }

  // renderArgs renders console arguments as the console would, including
  // printf-style substitutions in a leading string.
  function renderArgs(args) {
    var out = '';
    var i = 0;
    var first = args[0];
    if (typeof first === 'string' && args.length > 1 && first.indexOf('%') >= 0) {
      i = 1;
      out = first.replace(/%([sdifoOjc%])/g, function (m, f) {
        if (f === '%') return '%';
        if (i >= args.length) return m;
        var a = args[i++];
        switch (f) {
          case 'c':
            return '';
          case 'd':
          case 'i':
            return typeof a === 'object' ? 'NaN' : String(parseInt(a, 10));
          case 'f':
            return typeof a === 'object' ? 'NaN' : String(parseFloat(a));
          case 's':
            return typeof a === 'string' ? a : render(a, MAX_LOG);
          default:
            return serialize(a, MAX_LOG);
        }
      });
    }
    for (; i < args.length && out.length < MAX_LOG; i++) {
      if (out) out += ' ';
      out += render(args[i], MAX_LOG - out.length);
    }
    return out.length > MAX_LOG ? out.slice(0, MAX_LOG) + '…' : out;
  }

  I.MAX_LOG = MAX_LOG;
  I.isError = isError;
  I.render = render;
  I.renderArgs = renderArgs;
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
