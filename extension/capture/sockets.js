/*
 * errbundle capture script: WebSocket and EventSource. Each socket the app
 * opens is recorded as network events of initiator "websocket" or
 * "eventsource": one when it opens, and one when it ends (closed, failed,
 * or, for an EventSource, lost), with the last few messages each way as
 * its bodies (size-capped, secrets redacted as request bodies are).
 *
 * A socket that ends badly is a failed request, status 0, whose error says
 * how: a WebSocket closed with a code other than 1000 (normal) or 1001
 * (going away), or after an error; an EventSource whose connection failed
 * or was lost. So it sits in the bundle of an error that follows, and in
 * get_errors, like any failed request. A socket that ends well has status
 * 101 (WebSocket) or 200 (EventSource).
 *
 * Dev servers' hot-reload sockets are not the app's: Vite's (subprotocol
 * vite-hmr or vite-ping), Next.js's (/_next/webpack-hmr), webpack-hot-
 * middleware's (/__webpack_hmr), sockjs-node's, and webpack-dev-server's,
 * recognised by what it says first ({"type":"hot"}, {"type":"liveReload"},
 * …) since its path (/ws) is a common one for apps too. None is recorded.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var loc = I.loc;
  var now = I.now;
  var perfNow = I.perfNow;
  var listen = I.listen;
  var cap = I.cap;
  var noop = I.noop;
  var MAX_MESSAGES = 5; // kept each way, the latest
  var MAX_MESSAGE = 1024; // characters per message kept
  var HMR_PATH = /\/_next\/webpack-hmr|\/__webpack_hmr|\/sockjs-node\//;
  var HMR_PROTOCOL = /^vite-(hmr|ping)$/;
  // What webpack-dev-server says first on its socket.
  var WDS_TYPES = {hot: 1, liveReload: 1, reconnect: 1, overlay: 1, hash: 1, ok: 1, 'still-ok': 1, invalid: 1, progress: 1, 'static-changed': 1, logging: 1};

  var states = new WeakMap();

  function absURL(u) {
    try {
      return new URL(String(u), loc.href).href;
    } catch (e) {
      return String(u);
    }
  }

  function protocolList(p) {
    if (p === undefined || p === null) return [];
    return Array.isArray(p) ? p.map(String) : [String(p)];
  }

  // mayBeWebpack: webpack-dev-server's socket, until its first message
  // says: same host and port as the page, path /ws, no subprotocol.
  function mayBeWebpack(url, protocols) {
    try {
      var u = new URL(url);
      return protocols.length === 0 && u.host === loc.host && u.pathname === '/ws';
    } catch (e) {
      return false;
    }
  }

  function isWebpackMessage(data) {
    if (typeof data !== 'string' || data.charAt(0) !== '{') return false;
    try {
      var m = JSON.parse(data);
      return !!m && typeof m.type === 'string' && WDS_TYPES[m.type] === 1;
    } catch (e) {
      return false;
    }
  }

  function describe(data) {
    try {
      if (typeof data === 'string') return cap(data, MAX_MESSAGE);
      if (typeof Blob === 'function' && data instanceof Blob) return '[binary ' + data.size + ' bytes]';
      if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return '[binary ' + data.byteLength + ' bytes]';
      return '[' + typeof data + ']';
    } catch (e) {
      return '';
    }
  }

  function remember(list, data) {
    if (list.length >= MAX_MESSAGES) list.shift();
    list.push(describe(data));
  }

  function bodyOf(list) {
    var s = list.join('\n');
    return I.sanitizeBody ? I.sanitizeBody(s) : s;
  }

  // socketEvent is the wire form of one moment of a socket's life.
  function socketEvent(s, status, err) {
    return {
      timestamp: now(),
      method: 'GET',
      url: s.url,
      status: status,
      duration_ms: Math.max(0, Math.round(perfNow() - s.start)),
      content_type: '',
      request_body: bodyOf(s.sent),
      response_body: bodyOf(s.got),
      error: err,
      initiator: s.kind,
      request_headers: s.protocols.length ? {'sec-websocket-protocol': s.protocols.join(', ')} : {},
      response_headers: {},
    };
  }

  function emit(s, ev) {
    if (s.hmr || I.state === 'off') return;
    if (s.pendingOpen && !s.undecided) {
      s.pendingOpen = false;
      I.push('network', s.openEvent);
    }
    if (ev) I.push('network', ev);
  }

  function track(sock, kind, url, protocols) {
    if (I.state === 'off') return;
    var s = {kind: kind, url: absURL(url), protocols: protocolList(protocols), start: perfNow(), sent: [], got: [], opened: false, errored: false, ended: false};
    if (HMR_PATH.test(s.url)) return;
    for (var i = 0; i < s.protocols.length; i++) if (HMR_PROTOCOL.test(s.protocols[i])) return;
    s.undecided = kind === 'websocket' && mayBeWebpack(s.url, s.protocols);
    states.set(sock, s);
    listen.call(sock, 'open', function () {
      try {
        s.opened = true;
        s.reported = false;
        s.openEvent = socketEvent(s, kind === 'websocket' ? 101 : 200, '');
        s.pendingOpen = true;
        emit(s, null);
      } catch (e) {
        // never into the page
      }
    });
    listen.call(sock, 'message', function (e) {
      try {
        if (s.undecided) {
          s.undecided = false;
          s.hmr = isWebpackMessage(e.data);
        }
        remember(s.got, e.data);
        emit(s, null);
      } catch (x) {
        // never into the page
      }
    });
    listen.call(sock, 'error', function () {
      try {
        s.errored = true;
        if (kind === 'eventsource') eventSourceError(sock, s);
      } catch (e) {
        // never into the page
      }
    });
    if (kind === 'websocket') {
      listen.call(sock, 'close', function (e) {
        try {
          webSocketClosed(s, e);
        } catch (x) {
          // never into the page
        }
      });
    }
  }

  function webSocketClosed(s, e) {
    if (s.ended) return;
    s.ended = true;
    s.undecided = false;
    var code = e.code;
    var abnormal = s.errored || (code !== 1000 && code !== 1001);
    var err = '';
    if (!s.opened) {
      err = 'WebSocket connection failed (close code ' + code + ')';
    } else if (abnormal) {
      err = 'WebSocket closed with code ' + code + (e.reason ? ' "' + cap(String(e.reason), 200) + '"' : '') +
        (e.wasClean ? '' : ', not clean') + (s.errored ? ', after an error' : '');
    }
    emit(s, socketEvent(s, err ? 0 : 101, err));
  }

  // An EventSource reconnects by itself after most errors: a lost
  // connection is reported once per connection, and a failure to connect
  // once until it connects again.
  function eventSourceError(es, s) {
    var closed = es.readyState === 2;
    if (s.reported && !closed) return;
    s.reported = true;
    var err = !s.opened ? 'EventSource connection failed' : 'EventSource connection lost';
    err += closed ? ' (closed)' : ' (reconnecting)';
    if (closed) s.ended = true;
    emit(s, socketEvent(s, 0, err));
    s.opened = false;
    s.sent = [];
    s.got = [];
    s.start = perfNow();
  }

  function wrapConstructor(name, kind) {
    var Orig = G[name];
    if (typeof Orig !== 'function' || typeof Reflect === 'undefined') return;
    var Wrapped = function (url, protocols) {
      var sock = Reflect.construct(Orig, arguments, new.target || Orig);
      try {
        track(sock, kind, url, kind === 'websocket' ? protocols : undefined);
      } catch (e) {
        // never into the page
      }
      return sock;
    };
    Wrapped.prototype = Orig.prototype;
    var statics = ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'];
    for (var i = 0; i < statics.length; i++) {
      if (statics[i] in Orig) Object.defineProperty(Wrapped, statics[i], {value: Orig[statics[i]], enumerable: true});
    }
    try {
      Object.defineProperty(Wrapped, 'name', {value: name});
      Object.setPrototypeOf(Wrapped, Object.getPrototypeOf(Orig));
    } catch (e) {
      // cosmetic
    }
    G[name] = Wrapped;
  }

  function wrapMethods() {
    var WS = G.WebSocket;
    if (WS && WS.prototype && WS.prototype.send) {
      WS.prototype.send = I.hooks.sync(WS.prototype.send, function (ws, args) {
        try {
          var s = states.get(ws);
          if (s && ws.readyState === 1) remember(s.sent, args[0]);
        } catch (e) {
          // never into the page
        }
      }, noop);
    }
    var ES = G.EventSource;
    if (ES && ES.prototype && ES.prototype.close) {
      // The app closing its EventSource is the end of a good connection.
      ES.prototype.close = I.hooks.sync(ES.prototype.close, function (es) {
        try {
          var s = states.get(es);
          if (s && !s.ended && es.readyState !== 2) {
            s.ended = true;
            emit(s, socketEvent(s, s.opened ? 200 : 0, s.opened ? '' : 'EventSource closed before it connected'));
          }
        } catch (e) {
          // never into the page
        }
      }, noop);
    }
  }

  try {
    wrapMethods();
    wrapConstructor('WebSocket', 'websocket');
    wrapConstructor('EventSource', 'eventsource');
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
