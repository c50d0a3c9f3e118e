/*
 * errbundle capture script: stack traces. Every stack we send is first
 * cleaned of our own frames — the capture parts (the served capture.js, or
 * the extension's chrome-extension:// / moz-extension:// files) and the
 * inline hooks script (errbundle-hooks.js) — so that no location the daemon
 * derives from it is ever ours. site() takes the stack of whoever called a
 * wrapped console or fetch method, at the call; siteStack() reads it.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var NativeError = I.G.Error;
  var own = I.ownScriptURL; // '' in the extension, whose frames are matched by scheme
  var EXTRA_FRAMES = 4; // ours, above the caller: site, a hook, its wrapper, one spare

  // Markers of our frames; a stack with none of them is returned as it is.
  var MARKERS = ['errbundle-hooks.js', 'chrome-extension://', 'moz-extension://', 'safari-web-extension://'];
  if (own) MARKERS.push(own);

  // A stack line is a frame in V8 ("    at fn (url:1:2)") or in Firefox and
  // Safari ("fn@url:1:2", where Firefox's names may hold blanks: "get
  // total@…", "./src/cart.js/get total/<@…", and so may the place of code
  // run by eval: "@url line 7 > eval:2:2"); anything else is the message,
  // kept as it is.
  var V8_FRAME = /^\s+at\s/;
  var GECKO_FRAME = /^(?:[^\s@][^@]*)?@\S*(?: line \d+ > \w+)*:\d+(?::\d+)?$/;

  function isFrame(line) {
    return V8_FRAME.test(line) || GECKO_FRAME.test(line);
  }

  function hasMarker(s) {
    for (var i = 0; i < MARKERS.length; i++) {
      if (s.indexOf(MARKERS[i]) >= 0) return true;
    }
    return false;
  }

  // cleanStack drops our frames from a stack.
  function cleanStack(stack) {
    if (typeof stack !== 'string' || !stack || !hasMarker(stack)) return stack || '';
    var lines = stack.split('\n');
    var out = [];
    for (var i = 0; i < lines.length; i++) {
      if (isFrame(lines[i]) && hasMarker(lines[i])) continue;
      out.push(lines[i]);
    }
    return out.join('\n');
  }

  // frames keeps only the frame lines of a stack, without its message.
  function frames(stack) {
    var lines = String(stack || '').split('\n');
    var out = [];
    for (var i = 0; i < lines.length; i++) {
      if (isFrame(lines[i])) out.push(lines[i]);
    }
    return out.join('\n');
  }

  // site takes the stack of the code that called fn, one of our wrappers,
  // and siteStack reads it, frames only, without the frames of the wrapper
  // and of the capture parts. They are two steps because taking a stack is
  // cheap and formatting it is not (measured in Chromium: ~3 µs against
  // ~25 µs per console.error): V8 formats a stack only when it is first
  // read, which the caller does later, off the app's call (core.js's
  // encode), or never (a fetch that succeeds). V8's captureStackTrace also
  // leaves out fn and everything above it; elsewhere an Error is made with
  // the trace limit raised, so that the frames we drop do not cost the
  // app's.
  var captureStackTrace = NativeError.captureStackTrace;

  function site(fn) {
    if (typeof captureStackTrace === 'function' && typeof fn === 'function') {
      var holder = {};
      captureStackTrace(holder, fn);
      return holder;
    }
    var limit = NativeError.stackTraceLimit;
    var raise = typeof limit === 'number' && limit < 100;
    if (raise) NativeError.stackTraceLimit = limit + EXTRA_FRAMES;
    try {
      return new NativeError();
    } finally {
      if (raise) NativeError.stackTraceLimit = limit;
    }
  }

  function siteStack(holder) {
    try {
      return holder ? frames(cleanStack(holder.stack)) : '';
    } catch (e) {
      return '';
    }
  }

  // webpack-internal:///./src/x.js is a module of a webpack eval-source-map
  // chunk: the app's own code, as the browser names it.
  var FRAME = /((?:https?|file|blob|webpack(?:-internal)?|vite):\/\/?[^\s()]*?):(\d+):(\d+)\)?\s*$/;

  // firstFrame finds the first frame of a (cleaned) stack that has a
  // location: {url, line, column}, or null.
  function firstFrame(stack) {
    if (typeof stack !== 'string') return null;
    var lines = stack.split('\n');
    for (var i = 0; i < lines.length && i < 30; i++) {
      if (!isFrame(lines[i]) || hasMarker(lines[i])) continue;
      var m = FRAME.exec(lines[i]);
      if (m) return {url: m[1], line: +m[2], column: +m[3]};
    }
    return null;
  }

  function basename(u) {
    if (!u) return '';
    var s = String(u).split(/[?#]/)[0];
    return s.slice(s.lastIndexOf('/') + 1) || s;
  }

  // locate sets ev's url, source, line and column from the first frame of
  // its stack, when it has one.
  function locate(ev) {
    var f = firstFrame(ev.stack);
    if (!f) return;
    ev.url = f.url;
    ev.source = basename(f.url);
    ev.line = f.line;
    ev.column = f.column;
  }

  // isOurs reports whether a script URL is one of ours.
  function isOurs(url) {
    return !!url && (url === own || hasMarker(url));
  }

  I.cleanStack = cleanStack;
  I.frames = frames;
  I.site = site;
  I.siteStack = siteStack;
  I.firstFrame = firstFrame;
  I.basename = basename;
  I.locate = locate;
  I.isOurs = isOurs;
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
