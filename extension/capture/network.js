/*
 * errbundle capture script: fetch and XMLHttpRequest traffic, with headers
 * (never the sensitive ones) and text bodies up to 16 KB (sensitive-looking
 * fields redacted). Each wrapper records the app's call site when the app
 * calls fetch or send: a failed fetch's TypeError is then located at the
 * app's line (see errors.js), and a failed request carries that stack.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var doc = I.doc;
  var loc = I.loc;
  var now = I.now;
  var perfNow = I.perfNow;
  var stringify = I.stringify;
  var setT = I.setT;
  var clearT = I.clearT;
  var listen = I.listen;
  var origFetch = I.origFetch;
  var cap = I.cap;
  var noop = I.noop;
  var MAX_BODY = 16384; // request and response bodies

  // ---- trace context --------------------------------------------------
  // Same-origin requests carry a trace id in both traceparent (continued
  // by OpenTelemetry) and sentry-trace (continued by Sentry SDKs, which
  // start a trace of their own for a bare traceparent), so the daemon can
  // join a failed request to the backend exception it caused. Never on
  // another origin: a custom header there would cost a CORS preflight. A
  // header the app set itself is kept, and its trace id recorded. Off with
  // data-traceparent="off" on the script tag, or the extension's setting.
  var traceOn = true;
  try {
    var tag = doc.currentScript;
    if (tag && /^(off|false|0|no)$/i.test(tag.getAttribute('data-traceparent') || '')) traceOn = false;
  } catch (e) {
    // no script tag: the extension decides
  }
  var traceByTag = traceOn;
  try {
    listen.call(doc, 'errbundle:config', function (e) {
      try {
        var c = JSON.parse(e.detail);
        if (c && typeof c.traceparent === 'boolean') traceOn = traceByTag && c.traceparent;
      } catch (x) {
        // not ours
      }
    }, true);
  } catch (e) {
    // no config events: the default stands
  }

  // HEX is each byte's two hex digits: a trace id is made on every
  // same-origin request, so without a toString per byte.
  var HEX = [];
  for (var h = 0; h < 256; h++) HEX.push((h < 16 ? '0' : '') + h.toString(16));

  // The random bytes of trace ids are drawn POOL bytes at a time: one
  // getRandomValues call for 64 requests rather than one each.
  var POOL = 24 * 64;
  var pool = new Uint8Array(POOL);
  var pooled = POOL; // bytes of pool used

  function randomHex(bytes) {
    if (pooled + bytes > POOL) {
      try {
        G.crypto.getRandomValues(pool);
      } catch (e) {
        for (var j = 0; j < POOL; j++) pool[j] = Math.floor(Math.random() * 256);
      }
      pooled = 0;
    }
    var out = '';
    for (var i = 0; i < bytes; i++) out += HEX[pool[pooled + i]];
    pooled += bytes;
    return out;
  }

  // pageOrigin cannot change while the document lives (history.pushState
  // keeps to it): read once.
  var pageOrigin = loc.origin;

  // sameOrigin reports whether an absolute URL (absURL's) is on the page's
  // origin, by its prefix: URL's serialisation always ends the origin with
  // the path's "/", and parsing it again cost each request a few µs.
  function sameOrigin(abs) {
    return abs.slice(0, pageOrigin.length + 1) === pageOrigin + '/';
  }

  // traceIDOf reads the trace id of an app's own traceparent or
  // sentry-trace header value.
  function traceIDOf(name, value) {
    var m = name === 'traceparent' ? /^\s*[0-9a-f]{2}-([0-9a-f]{32})-/i.exec(value) : /^\s*([0-9a-f]{32})(?:-|$)/i.exec(value);
    return m ? m[1].toLowerCase() : '';
  }

  // newTrace makes the header values of a fresh trace (sampled).
  function newTrace() {
    var both = randomHex(24);
    var id = both.slice(0, 32);
    var span = both.slice(32);
    return {id: id, traceparent: '00-' + id + '-' + span + '-01', sentry: id + '-' + span + '-1'};
  }
  var BODY_READ_MS = 10000; // stop reading a response body that never ends

  var SENSITIVE_HEADER = /authorization|cookie|token|secret|key|password|session|csrf|xsrf/i;
  var SENSITIVE_JSON = /("[^"\\]*(?:passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn)[^"\\]*"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/gi;
  var SENSITIVE_FORM = /((?:^|&)[^=&]*(?:passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn)[^=&]*=)[^&]*/gi;
  var SENSITIVE_NAME = /passw|pwd|secret|token|api[_-]?key|authorization|session|cookie|credential|cvv|cvc|card[_-]?number|ssn/i;

  // redactBody hides sensitive-looking keys in JSON and form bodies.
  function redactBody(s) {
    if (!s) return s;
    return s.replace(SENSITIVE_JSON, '$1"[redacted]"').replace(SENSITIVE_FORM, '$1[redacted]');
  }

  function absURL(u) {
    try {
      return new URL(String(u), loc.href).href;
    } catch (e) {
      return String(u);
    }
  }

  function addHeader(into, name, value) {
    name = String(name).toLowerCase();
    if (SENSITIVE_HEADER.test(name)) return;
    if (Object.keys(into).length >= 50) return;
    into[name] = cap(String(value), 1024);
  }

  function headersOf(h) {
    var out = {};
    if (!h) return out;
    try {
      if (typeof h.forEach === 'function' && !Array.isArray(h)) {
        h.forEach(function (v, k) {
          addHeader(out, k, v);
        });
      } else if (Array.isArray(h)) {
        for (var i = 0; i < h.length; i++) if (h[i] && h[i].length === 2) addHeader(out, h[i][0], h[i][1]);
      } else if (typeof h === 'object') {
        for (var k in h) addHeader(out, k, h[k]);
      }
    } catch (e) {
      // unreadable headers: send none
    }
    return out;
  }

  function bodyText(b) {
    try {
      if (b === undefined || b === null) return '';
      if (typeof b === 'string') return redactBody(cap(b, MAX_BODY));
      if (typeof URLSearchParams === 'function' && b instanceof URLSearchParams) return redactBody(cap(b.toString(), MAX_BODY));
      if (typeof FormData === 'function' && b instanceof FormData) {
        var parts = [];
        b.forEach(function (v, k) {
          var text = typeof v === 'string' ? v : '[file ' + (v.name || '') + ']';
          parts.push(encodeURIComponent(k) + '=' + (SENSITIVE_NAME.test(k) ? '[redacted]' : encodeURIComponent(text)));
        });
        return cap(parts.join('&'), MAX_BODY);
      }
      if (typeof Blob === 'function' && b instanceof Blob) return '[blob ' + b.size + ' bytes]';
      if (b instanceof ArrayBuffer || ArrayBuffer.isView(b)) return '[binary ' + b.byteLength + ' bytes]';
      return '[' + ((b.constructor && b.constructor.name) || typeof b) + ']';
    } catch (e) {
      return '';
    }
  }

  function readableType(ct) {
    ct = String(ct || '').toLowerCase();
    if (ct.indexOf('text/event-stream') >= 0) return false;
    return ct === '' || /^text\/|json|javascript|xml|x-www-form-urlencoded|graphql/.test(ct);
  }

  // readCapped reads at most max characters of a stream, then cancels it.
  // The stream is our clone's: the app's own body is untouched. sofar, if
  // given, gets a text function that returns what was read until then
  // (see settleAnswers).
  function readCapped(stream, max, sofar) {
    return new Promise(function (resolve) {
      var reader = stream.getReader();
      var dec = new TextDecoder();
      var out = '';
      var done = false;
      if (sofar) sofar.text = function () {
        return cap(out, max);
      };
      function finish(s) {
        if (done) return;
        done = true;
        clearT(guard);
        resolve(s);
      }
      var guard = setT(function () {
        try {
          reader.cancel();
        } catch (e) {
          // already closed
        }
        finish(out ? cap(out, max) : '[body still streaming]');
      }, BODY_READ_MS);
      function pump() {
        reader.read().then(function (r) {
          if (done) return;
          if (r.done) return finish(cap(out + dec.decode(), max));
          out += dec.decode(r.value, {stream: true});
          if (out.length > max) {
            try {
              reader.cancel();
            } catch (e) {
              // already closed
            }
            return finish(cap(out, max));
          }
          pump();
        }, function () {
          finish(out);
        });
      }
      pump();
    });
  }

  function sanitizeBody(s) {
    s = redactBody(s);
    var values = domSecretValues();
    return values.length ? I.scrub(s, values) : s;
  }

  // domSecretValues also catches secret fields filled without an input
  // event (autofill, scripts): bodies are rare enough to afford the query.
  function domSecretValues() {
    var out = I.secretValues();
    try {
      var els = doc.querySelectorAll('input[type=password],input[autocomplete*="cc-"],[data-errbundle-redact] input,input[data-errbundle-redact],[data-errbundle-redact] textarea,textarea[data-errbundle-redact]');
      for (var i = 0; i < els.length; i++) {
        var v = els[i].value;
        if (v && v.length >= 3 && out.indexOf(v) < 0) out.push(v);
      }
    } catch (e) {
      // no DOM yet
    }
    return out;
  }

  function fetchInfo(input, init) {
    var info = {method: 'GET', url: '', headers: {}, body: ''};
    if (typeof input === 'string') info.url = input;
    else if (typeof URL === 'function' && input instanceof URL) info.url = input.href;
    else if (input && typeof input === 'object' && typeof input.url === 'string') {
      info.url = input.url;
      info.method = input.method || 'GET';
      info.headers = headersOf(input.headers);
    } else info.url = String(input);
    if (init) {
      if (init.method) info.method = String(init.method);
      if (init.headers) info.headers = headersOf(init.headers);
      if (init.body !== undefined) info.body = bodyText(init.body);
    }
    info.url = absURL(info.url);
    info.method = info.method.toUpperCase();
    return info;
  }

  // traceFetch adds the trace headers to a same-origin fetch, or records
  // the trace id of the app's own.
  function traceFetch(info, args) {
    var own = info.headers.traceparent ? traceIDOf('traceparent', info.headers.traceparent) :
      info.headers['sentry-trace'] ? traceIDOf('sentry-trace', info.headers['sentry-trace']) : '';
    if (own || info.headers.traceparent || info.headers['sentry-trace']) {
      info.traceId = own;
      return;
    }
    if (!traceOn || !sameOrigin(info.url) || typeof Headers !== 'function') return;
    var input = args[0];
    var init = args[1];
    var isRequest = typeof Request === 'function' && input instanceof Request;
    var mode = (init && init.mode) || (isRequest ? input.mode : '');
    if (mode === 'no-cors') return; // custom headers would make fetch throw
    var t = newTrace();
    var own = init && init.headers !== undefined ? init.headers : undefined;
    var h;
    if (!isRequest && (own === undefined || isPlain(own))) {
      // The app's headers as a plain object (or none): a plain object of
      // them and ours, which fetch reads as it would theirs, without the
      // cost of a Headers object on every request.
      h = {};
      if (own) for (var name in own) if (Object.prototype.hasOwnProperty.call(own, name)) h[name] = own[name];
      h.traceparent = t.traceparent;
      h['sentry-trace'] = t.sentry;
    } else {
      h = new Headers(own !== undefined ? own : (isRequest ? input.headers : undefined));
      h.set('traceparent', t.traceparent);
      h.set('sentry-trace', t.sentry);
    }
    var copy = {};
    if (init && typeof init === 'object') for (var k in init) copy[k] = init[k];
    copy.headers = h;
    args[1] = copy;
    if (args.length < 2) args.length = 2;
    info.traceId = t.id;
  }

  function isPlain(o) {
    if (!o || typeof o !== 'object') return false;
    var proto = Object.getPrototypeOf(o);
    return proto === Object.prototype || proto === null;
  }

  function wrapFetch() {
    if (typeof origFetch !== 'function') return;
    var fetchWrapper = I.hooks.promise(origFetch, function (self, args) {
      try {
        if (I.state === 'off') return null;
        var info = fetchInfo(args[0], args[1]);
        if (I.skipURL(info.url)) return null;
        traceFetch(info, args);
        info.start = perfNow();
        // Taken now, while the app's frames are on the stack: a failed
        // fetch's TypeError has none of them (Firefox: an empty stack).
        // Read only if the request fails.
        info.site = I.site(fetchWrapper);
        return info;
      } catch (e) {
        return null;
      }
    }, function (info, res) {
      try {
        fetchDone(info, res);
      } catch (e) {
        // never into the page
      }
    }, function (info, err) {
      try {
        fetchFailed(info, err);
      } catch (e) {
        // never into the page
      }
    });
    G.fetch = fetchWrapper;
  }

  // netEvent is the wire form of a request. A failed one carries the
  // stack of the app's call (a member today's daemon skips).
  function netEvent(info, ts, status, err, end) {
    var ev = {
      timestamp: ts,
      method: info.method,
      url: info.url,
      status: status,
      duration_ms: Math.max(0, Math.round((end || perfNow()) - info.start)),
      content_type: '',
      request_body: info.body ? sanitizeBody(info.body) : '',
      response_body: '',
      error: err,
      initiator: info.initiator || 'fetch',
      request_headers: info.headers,
      response_headers: {},
    };
    if (info.traceId) ev.trace_id = info.traceId;
    if ((err || status === 0 || status >= 400) && info.site) ev.stack = I.siteStack(info.site);
    return ev;
  }

  function fetchFailed(info, err) {
    I.rememberCallSite(err, I.siteStack(info.site));
    // The page gets this error too, and may pass its stack on (Next.js
    // prints it in its terminal): it must not name our wrapper either.
    if (err && typeof err.stack === 'string') {
      var clean = I.cleanStack(err.stack);
      if (clean !== err.stack) {
        try {
          err.stack = clean;
        } catch (e) {
          // a frozen error keeps its stack
        }
      }
    }
    var msg = err && err.name ? err.name + ': ' + err.message : String(err);
    I.push('network', netEvent(info, now(), 0, msg));
  }

  // fetchDone records a response. Its timestamp is when the response
  // arrived, before the app's own handlers run, so an error they throw is
  // never earlier than the request that caused it.
  //
  // What it does before the app sees the response is the least it can:
  // the times, and a clone of the body (which must be made before the app
  // reads it). The event is made and the clone read later, when core.js
  // is about to send a batch, in the page's idle time (see answered): the
  // app's own handlers of the response run first, and the read never
  // competes with them.
  function fetchDone(info, res) {
    var done = {info: info, res: res, ts: now(), end: perfNow(), ct: '', clone: null};
    done.ct = res.headers.get('content-type') || '';
    if (readableType(done.ct) && res.body && !res.bodyUsed) done.clone = res.clone();
    answers.push(done);
    // A failed response is read at once, in the app's task, as every
    // response was before the reads waited for a batch: its body is what
    // an agent needs (the server's reason), and the app often navigates
    // right after one (an error page, a login form's redirect), before a
    // batch would have started the read. Its event then goes on the
    // errors' short timer (see push in core.js).
    if (failed(res)) I.answers(false);
    else I.soon();
  }

  // failed reports a response an agent would want to see at once.
  function failed(res) {
    return res.status >= 400;
  }

  // The responses fetchDone took, made into events when a batch is about
  // to go (I.answers), or at once for a failed one; then they wait for
  // their bodies, together, with one guard timer for BODY_READ_MS.
  // reading holds each body read in progress, to be ended if the page
  // closes first (settleAnswers).
  var answers = [];
  var reading = [];

  function onAnswers() {
    var list = answers;
    answers = [];
    var group = [];
    for (var i = 0; i < list.length; i++) {
      try {
        var r = answered(list[i]);
        if (r) group.push(r);
      } catch (e) {
        // never into the page
      }
    }
    if (!group.length) return;
    var guard = setT(function () {
      for (var j = 0; j < group.length; j++) group[j].end('[body still streaming]');
    }, BODY_READ_MS);
    var left = group.length;
    for (var k = 0; k < group.length; k++) {
      group[k].done = function () {
        if (--left === 0) clearT(guard);
      };
    }
  }

  // answered makes a response's event: queued at once when it has no
  // body to read, else once the body is read. It returns the read in
  // progress (end ends it with a text; sofar.text, where set, is what it
  // has read), or null. The headers are listed when the batch is encoded
  // (resolve: a fetched response's headers cannot change), and a body of
  // known, small length is read with one text() call rather than chunk by
  // chunk.
  function answered(d) {
    var res = d.res;
    var ev = netEvent(d.info, d.ts, res.status, '', d.end);
    if (res.type === 'opaque' || res.type === 'opaqueredirect') ev.error = 'opaque response';
    if (res.url) ev.url = res.url;
    var headers = res.headers;
    ev.resolve = function () {
      ev.response_headers = headersOf(headers);
    };
    ev.content_type = d.ct;
    if (!d.clone) {
      if (d.unread) ev.response_body = unreadBody('');
      I.push('network', ev);
      return null;
    }
    var r = {end: end, done: null, ended: false, sofar: {text: null}};
    function end(text) {
      if (r.ended) return;
      r.ended = true;
      var at = reading.indexOf(r);
      if (at >= 0) reading.splice(at, 1);
      if (r.done) r.done();
      try {
        ev.response_body = sanitizeBody(text);
        I.push('network', ev);
      } catch (e) {
        // never into the page
      }
    }
    reading.push(r);
    var length = +(headers.get('content-length') || -1);
    if (length >= 0 && length <= MAX_BODY) d.clone.text().then(end, function () {
      end('');
    });
    else readCapped(d.clone.body, MAX_BODY, r.sofar).then(end);
    return r;
  }

  // UNREAD ends a body the page closed before it was read. Where errbundle
  // proxy serves the page the body is left empty instead: the proxy has
  // the answer from the wire, and the daemon fills a request's empty
  // fields from the other observer's report of it, never a field one has.
  var UNREAD = '[body unread: the page closed first]';

  function unreadBody(sofar) {
    if (I.proxied()) return '';
    return sofar ? sofar + '…' + UNREAD : UNREAD;
  }

  // settleAnswers queues, as the page closes, the responses still waiting
  // for a batch, and ends the body reads still in progress: there is no
  // time left to read, and the request itself explains what comes after
  // (an error page, the redirect of a form), so it goes without its body,
  // or with what was read of it, saying so. A read the page's unload
  // would cancel never ends, and its request was lost with it.
  function settleAnswers() {
    var list = answers;
    answers = [];
    for (var i = 0; i < list.length; i++) {
      try {
        list[i].unread = !!list[i].clone;
        list[i].clone = null;
        answered(list[i]);
      } catch (e) {
        // never into the page
      }
    }
    var open = reading.slice();
    for (var j = 0; j < open.length; j++) {
      try {
        var r = open[j];
        r.end(unreadBody(r.sofar.text ? r.sofar.text() : ''));
      } catch (e) {
        // never into the page
      }
    }
  }

  function wrapXHR() {
    var X = G.XMLHttpRequest;
    if (!X) return;
    var xp = X.prototype;
    var xOpen = xp.open;
    var xSend = xp.send;
    var xSet = xp.setRequestHeader;
    var states = new WeakMap();
    var hooked = new WeakSet();

    xp.open = I.hooks.sync(xOpen, function (xhr, args) {
      try {
        states.set(xhr, {method: String(args[0] || 'GET').toUpperCase(), url: absURL(args[1]), headers: {}, body: '', initiator: 'xhr'});
      } catch (e) {
        // never into the page
      }
    }, noop);
    xp.setRequestHeader = I.hooks.sync(xSet, function (xhr, args) {
      try {
        var s = states.get(xhr);
        if (s) addHeader(s.headers, args[0], args[1]);
      } catch (e) {
        // never into the page
      }
    }, noop);
    var sendWrapper = I.hooks.sync(xSend, function (xhr, args) {
      try {
        var s = states.get(xhr);
        if (s && I.state !== 'off' && !I.skipURL(s.url)) {
          s.start = perfNow();
          s.body = bodyText(args[0]);
          traceXHR(xhr, s);
          s.site = I.site(sendWrapper);
          if (!hooked.has(xhr)) {
            hooked.add(xhr);
            var types = ['readystatechange', 'error', 'abort', 'timeout', 'loadend'];
            for (var i = 0; i < types.length; i++) listen.call(xhr, types[i], onXHREvent);
          }
        }
      } catch (e) {
        // never into the page
      }
    }, noop);
    xp.send = sendWrapper;

    // traceXHR adds the trace headers to a same-origin XHR about to be
    // sent, or records the trace id of the app's own.
    function traceXHR(xhr, s) {
      var own = s.headers.traceparent || s.headers['sentry-trace'];
      if (own) {
        s.traceId = s.headers.traceparent ? traceIDOf('traceparent', s.headers.traceparent) : traceIDOf('sentry-trace', own);
        return;
      }
      if (!traceOn || !sameOrigin(s.url)) return;
      var t = newTrace();
      try {
        xSet.call(xhr, 'traceparent', t.traceparent);
        xSet.call(xhr, 'sentry-trace', t.sentry);
        s.traceId = t.id;
      } catch (e) {
        // not open: no trace
      }
    }

    function onXHREvent(e) {
      try {
        var s = states.get(this);
        if (!s || s.start === undefined || s.done) return;
        switch (e.type) {
          case 'readystatechange':
            // Before the app's load handlers run: see fetchDone.
            if (this.readyState === 4 && !s.ts) {
              s.ts = now();
              s.end = perfNow();
            }
            return;
          case 'error':
            s.err = 'network error';
            return;
          case 'abort':
            s.err = 'aborted';
            return;
          case 'timeout':
            s.err = 'timeout';
            return;
        }
        s.done = true;
        xhrDone(this, s);
      } catch (x) {
        // never into the page
      }
    }

    function xhrDone(xhr, s) {
      var status = s.err ? 0 : xhr.status;
      var ev = netEvent(s, s.ts || now(), status, s.err || (status === 0 ? 'network error' : ''), s.end);
      if (status) {
        ev.content_type = xhr.getResponseHeader('content-type') || '';
        ev.response_headers = parseHeaders(xhr.getAllResponseHeaders());
        if (xhr.responseURL) ev.url = xhr.responseURL;
        if (readableType(ev.content_type)) {
          var rt = xhr.responseType;
          if (rt === '' || rt === 'text') ev.response_body = sanitizeBody(cap(xhr.responseText, MAX_BODY));
          else if (rt === 'json') ev.response_body = sanitizeBody(cap(stringify(xhr.response) || '', MAX_BODY));
        }
      }
      I.push('network', ev);
    }

    function parseHeaders(raw) {
      var out = {};
      var lines = String(raw || '').split(/\r?\n/);
      for (var i = 0; i < lines.length; i++) {
        var at = lines[i].indexOf(':');
        if (at > 0) addHeader(out, lines[i].slice(0, at).trim(), lines[i].slice(at + 1).trim());
      }
      return out;
    }
  }

  // sockets.js redacts the messages it keeps as bodies are.
  I.sanitizeBody = sanitizeBody;
  I.answers = function (final) {
    if (final) settleAnswers();
    else if (answers.length) onAnswers();
  };
  I.answersPending = function () {
    return answers.length + reading.length;
  };

  try {
    wrapFetch();
    wrapXHR();
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
