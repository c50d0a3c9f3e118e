/*
 * errbundle capture script: React's component stacks. When React (a
 * development build) logs about an error it already reported, the
 * component stack it knows is attached to that error as component_stack,
 * and its message is not kept as a log of its own:
 *
 *   React 18   one render error is 2–3 uncaught exceptions (its dev-mode
 *              replays) and console.error("The above error occurred in the
 *              <X> component:\n\n    at X (url:1:2)\n    at div\n …"): the
 *              stack is in that text. The replays are one error: the first
 *              keeps the stack, the others are withdrawn while still queued,
 *              and the rethrow that follows the message is not kept.
 *   React 19   an uncaught render error is reported (window "error") and
 *              followed by console.warn("An error occurred in the <X>
 *              component. …"); one an error boundary catches is reported
 *              only as console.error(error, "The above error occurred in
 *              the <X> component.", …), which becomes the error. Neither
 *              carries a stack: it is read from React's fibers while React
 *              reports or logs, through the renderer React hands the
 *              DevTools hook. An app that handles React's errors itself
 *              (onUncaughtError: Next.js does) gets it the same way when
 *              it reports the error: React still has the failed component
 *              as its current fiber then.
 *
 * The DevTools hook: React looks for window.__REACT_DEVTOOLS_GLOBAL_HOOK__
 * when it loads and hands it its renderer (inject). A hook that exists
 * (React DevTools', React Refresh's) is wrapped, never replaced. Where none
 * exists ours is put on Window.prototype, not on window: React and React
 * Refresh find it there, and React DevTools, whose own hook is installed
 * only where window has no own property of that name, still installs its
 * own (which then shadows ours; its renderers are read at error time).
 *
 *   Preact     preact/debug (which @preact/preset-vite loads in development)
 *              follows an error no boundary handled with console.error("An
 *              error occurred in the <X> component, and no error boundary
 *              handled it.\n\n  in X (at /abs/X.tsx:9)\n  in App …"), in a
 *              microtask: after the window "error" of a throw in a task,
 *              before the "unhandledrejection" of one in a promise job. Its
 *              component names go with the error queued just before it, or
 *              else with the next uncaught error or rejection; the message
 *              is not kept as an error of its own.
 *
 *   React Router  an error a data route's loader, action, lazy() or
 *              element throws is caught by the router and shown by the
 *              route's errorElement (ErrorBoundary): nothing is thrown or
 *              logged unless the app logs it. On each commit React hands the
 *              hook, in a page that loaded React Router
 *              (window.__reactRouterVersion), the providers of its
 *              RouteError context (displayName "RouteError", in development
 *              and production builds) are looked for, breadth first from
 *              the root and at most MAX_ROUTE_FIBERS fibers; an Error one
 *              provides is reported once, as an error of kind console, with
 *              its own stack (the loader's throw). An Error the page has
 *              already logged with console.error or console.warn (React
 *              Router's default errorElement does, the app's may) is not
 *              reported again.
 *
 * An entry of component_stack is {name} or {name, url, line, column}: in
 * React 18 where the component's function is; in React 19 where the
 * component created the element below it (React's "owner stack" frames).
 * Host elements (div, li) are left out: the entries are components, at most
 * MAX_COMPONENTS of them. Everything here runs inside try/catch, and no page
 * code is called: a stack is read from React's data, never computed by
 * calling components.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var now = I.now;
  var HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
  var MAX_COMPONENTS = 10;
  var MAX_FIBERS = 300; // fibers walked for one stack: a deep tree is cut there
  var RECENT = 8; // errors remembered for React's message that follows them
  // How long React's message may follow its error, and its rethrow the
  // message: both come in the same task, so this only bounds a stale match.
  var FOLLOW_MS = 2000;

  // ---- the DevTools hook -------------------------------------------------

  var renderers = []; // what React injected, newest last

  function remember(internals) {
    if (!internals || typeof internals !== 'object' || renderers.indexOf(internals) >= 0) return;
    if (renderers.length >= 4) renderers.shift();
    renderers.push(internals);
  }

  function wrapInject(hook) {
    var orig = hook.inject;
    if (typeof orig !== 'function' || orig.errbundle) return;
    var wrapped = function (internals) {
      try {
        remember(internals);
      } catch (e) {
        // never into the page
      }
      return orig.apply(this, arguments);
    };
    wrapped.errbundle = true;
    hook.inject = wrapped;
  }

  // wrapCommit has hook's onCommitFiberRoot look for the errors React
  // Router's error boundaries show (routeErrors) before it does its own
  // work. React Refresh, which wraps it later, calls the one it found.
  function wrapCommit(hook) {
    var orig = hook.onCommitFiberRoot;
    if (typeof orig !== 'function' || orig.errbundle) return;
    var wrapped = function (id, root) {
      try {
        routeErrors(root);
      } catch (e) {
        // never into the page
      }
      return orig.apply(this, arguments);
    };
    wrapped.errbundle = true;
    hook.onCommitFiberRoot = wrapped;
  }

  function installHook() {
    var existing = G[HOOK];
    if (existing && typeof existing === 'object') {
      wrapInject(existing);
      wrapCommit(existing);
      return;
    }
    if (existing !== undefined) return; // something we do not understand: leave it
    var nextID = 0;
    var hook = {
      renderers: typeof Map === 'function' ? new Map() : null,
      supportsFiber: true,
      inject: function (internals) {
        var id = ++nextID;
        if (this.renderers) this.renderers.set(id, internals);
        return id;
      },
      onScheduleFiberRoot: I.noop,
      onCommitFiberRoot: I.noop,
      onCommitFiberUnmount: I.noop,
      onPostCommitFiberRoot: I.noop,
      checkDCE: I.noop,
    };
    wrapInject(hook);
    wrapCommit(hook);
    Object.defineProperty(Object.getPrototypeOf(G), HOOK, {value: hook, writable: true, configurable: true});
  }

  // currentFiber is the fiber React is working on, as a renderer says, or
  // null. The renderers are ours and those of the hook in place now.
  function currentFiber() {
    var all = renderers.slice();
    try {
      var hook = G[HOOK];
      if (hook && hook.renderers && typeof hook.renderers.forEach === 'function') {
        hook.renderers.forEach(function (r) {
          if (all.indexOf(r) < 0) all.push(r);
        });
      }
    } catch (e) {
      // a hook we cannot read: ours are enough
    }
    for (var i = all.length - 1; i >= 0; i--) {
      var get = all[i] && all[i].getCurrentFiber;
      if (typeof get !== 'function') continue;
      var f = get.call(all[i]);
      if (f && typeof f === 'object') return f;
    }
    return null;
  }

  // ---- component stacks from fibers (React 19) ---------------------------

  // Fiber tags of the components a stack names (React 16 to 19).
  var FUNCTION = 0;
  var CLASS = 1;
  var INDETERMINATE = 2;
  var FORWARD_REF = 11;
  var SIMPLE_MEMO = 15;

  function fiberName(f) {
    var t = f.type;
    switch (f.tag) {
      case FUNCTION:
      case CLASS:
      case INDETERMINATE:
      case SIMPLE_MEMO:
        return typeof t === 'function' ? String(t.displayName || t.name || 'Anonymous') : '';
      case FORWARD_REF:
        if (t && t.displayName) return String(t.displayName);
        return t && typeof t.render === 'function' ? String(t.render.displayName || t.render.name || 'ForwardRef') : '';
    }
    return '';
  }

  // createdAt is where React created the element of fiber f: the frame
  // below React's own in the stack it took then (_debugStack, React 19).
  function createdAt(f) {
    var ds = f._debugStack;
    if (!ds || typeof ds !== 'object') return null;
    var lines = I.frames(I.cleanStack(String(ds.stack || ''))).split('\n');
    return lines.length > 1 ? I.firstFrame(lines[1]) : null;
  }

  // fiberStack names the components from fiber f up to the root, each
  // with where it created the element below it. React has already removed
  // the failed part of the tree when it logs: where a fiber's parent link
  // is cut, the walk goes on from the component that created it (an
  // ancestor), through the error boundary named boundary when there is one
  // below that component.
  function fiberStack(f, boundary) {
    var out = [];
    var where = []; // [owner fiber, frame]: where each component created the element below
    var seen = 0;
    while (f && seen++ < MAX_FIBERS && out.length < MAX_COMPONENTS) {
      var owner = f._debugOwner;
      if (owner && typeof owner.tag === 'number' && !locationOf(where, owner)) {
        var at = createdAt(f);
        if (at) where.push([owner, at]);
      }
      var name = fiberName(f);
      if (name) out.push(entry(name, locationOf(where, f)));
      var up = f['return'];
      if (!up && owner && typeof owner.tag === 'number' && owner !== f) {
        up = findBelow(owner, boundary) || owner;
        boundary = '';
      }
      f = up;
    }
    return out;
  }

  function locationOf(where, f) {
    for (var i = 0; i < where.length; i++) {
      if (where[i][0] === f || where[i][0] === f.alternate) return where[i][1];
    }
    return null;
  }

  // findBelow finds the class component named name in the tree under f.
  function findBelow(f, name) {
    if (!name) return null;
    var todo = [f.child];
    for (var n = 0; todo.length && n < MAX_FIBERS; n++) {
      var x = todo.pop();
      if (!x) continue;
      if (x.tag === CLASS && fiberName(x) === name) return x;
      todo.push(x.sibling, x.child);
    }
    return null;
  }

  function entry(name, at) {
    var e = {name: I.cap(name, 200)};
    if (at) {
      e.url = at.url;
      e.line = at.line;
      e.column = at.column;
    }
    return e;
  }

  // ---- React Router's caught errors --------------------------------------

  var MAX_ROUTE_FIBERS = 2000; // fibers looked at in one commit
  var ROUTE_ERROR = 'RouteError'; // the displayName of React Router's context
  // shown: the errors reported or logged already, so that each is one error.
  var shown = typeof WeakSet === 'function' ? new WeakSet() : null;

  // routeErrors reports the Errors that React Router's RouteError
  // providers hold in the tree root has committed. Only a page that loaded
  // React Router pays for the walk.
  function routeErrors(root) {
    if (!shown || !G.__reactRouterVersion || !root || !root.current || I.state === 'off') return;
    var todo = [root.current];
    for (var i = 0; i < todo.length && i < MAX_ROUTE_FIBERS; i++) {
      var f = todo[i];
      var t = f.type;
      var ctx = t && typeof t === 'object' ? t._context || t : null;
      if (ctx && ctx.displayName === ROUTE_ERROR && f.memoizedProps) {
        routeError(f.memoizedProps.value);
        continue; // an error boundary's subtree is its errorElement
      }
      for (var c = f.child; c; c = c.sibling) todo.push(c);
    }
  }

  function routeError(err) {
    if (!I.isError(err) || shown.has(err)) return;
    shown.add(err);
    var ev = {timestamp: now(), message: String(err.message), type: String(err.name || 'Error'), kind: 'console', source: '', url: '', line: 0, column: 0,
      stack: I.cleanStack(String(err.stack || ''))};
    I.locate(ev);
    I.push('errors', ev);
  }

  // I.logged notes the Errors among a console.error's or console.warn's
  // arguments: an error the page has logged is not reported again.
  I.logged = function (args) {
    try {
      if (!shown || !G.__reactRouterVersion) return;
      for (var i = 0; i < args.length; i++) {
        if (I.isError(args[i])) shown.add(args[i]);
      }
    } catch (e) {
      // never into the page
    }
  };

  // ---- component stacks in text (React 16 to 18) -------------------------

  // A frame of React's text: "    at Name (url:1:2)", "    at div",
  // "Name@url:1:2" (Firefox), "    in Name (at file.js:12)" (React 16).
  var V8_LINE = /^\s*(?:at|in) (\S+)(?: \((.*)\))?\s*$/;
  var GECKO_LINE = /^([^\s@]*)@(\S*)$/;
  var LOCATION = /^(.*):(\d+):(\d+)$/;

  function textStack(text) {
    var out = [];
    var lines = text.split('\n');
    for (var i = 0; i < lines.length && out.length < MAX_COMPONENTS; i++) {
      var m = V8_LINE.exec(lines[i]) || GECKO_LINE.exec(lines[i]);
      if (!m || !m[1]) continue;
      var name = m[1];
      // Host elements are lower-case, with no location (React 17 and 18)
      // or one in their JSX source (React 16: "in div (at f.js:9)").
      if (/^[a-z]/.test(name) && (!m[2] || /^at /.test(m[2]))) continue;
      var loc = LOCATION.exec(m[2] || '');
      out.push(entry(name, loc ? {url: loc[1], line: +loc[2], column: +loc[3]} : null));
    }
    return out;
  }

  // ---- React's messages --------------------------------------------------

  var COMPONENT = '(?:the <([^>]*)> component|one of your React components)';
  var REACT18 = new RegExp('^The above error occurred in ' + COMPONENT + ':\\s*\\n');
  var UNCAUGHT19 = new RegExp('^An error occurred in ' + COMPONENT + '\\.');
  var CAUGHT19 = new RegExp('The above error occurred in ' + COMPONENT + '\\.');
  // The boundary that caught it: React's words, and Next.js' for the same
  // message (its own onCaughtError logs it).
  var BOUNDARY = /using the error boundary you provided, ([^\s.]+)\.|It was handled by the <([^>]+)> error boundary/;

  var PREACT = new RegExp('^An error occurred in ' + COMPONENT + ', and no error boundary handled it\\.');

  // recent: the errors queued lately, [{ev, at}], newest last.
  var recent = [];
  // reported: React 18's last message about an error nothing caught, for
  // the one rethrow that follows it.
  var reported = null;
  // preactStack: preact/debug's component stack, {stack, at}, waiting for
  // the uncaught error or rejection it is about. thisTask: the uncaught
  // error reported in the running task, until its microtasks have run:
  // preact/debug's message, queued as a microtask before the throw, runs
  // before the one that clears it.
  var preactStack = null;
  var thisTask = null;
  var microtask = typeof G.queueMicrotask === 'function' ? function (f) { G.queueMicrotask(f); } : function (f) { Promise.resolve().then(f); };

  // noteError is called with each uncaught error before it is queued; it
  // reports false for one that must not be: React 18's rethrow of the
  // error it has just reported.
  function noteError(ev) {
    var t = now();
    if (reported && t - reported.at <= FOLLOW_MS && sameError(reported.ev, ev)) {
      reported = null;
      return false;
    }
    // React 19 reports an error nothing caught (its own way, or through
    // the app's onUncaughtError, as Next.js does) with the component that
    // failed as its current fiber. An error in an event handler has a host
    // element there instead, and gets no stack.
    var f = currentFiber();
    if (f && fiberName(f)) ev.component_stack = fiberStack(f, '');
    takePreactStack(ev, t);
    thisTask = ev;
    microtask(function () {
      if (thisTask === ev) thisTask = null;
    });
    recent.push({ev: ev, at: t});
    if (recent.length > RECENT) recent.shift();
    return true;
  }

  function sameError(a, b) {
    return a.message === b.message && a.type === b.type;
  }

  // onConsole is called with each console.error and console.warn; it
  // reports true when the call was React's about an error and is taken
  // care of here, so that it is not kept as a log.
  function onConsole(level, args, message) {
    if (message.indexOf('error occurred in ') < 0) return false; // not React's: most calls stop here
    if (level === 'error' && REACT18.test(message)) return react18(message, BOUNDARY.test(message));
    if (level === 'error' && PREACT.test(message)) return preactUncaught(message);
    if (level === 'warn' && UNCAUGHT19.test(message)) return uncaught19();
    if (level === 'error' && CAUGHT19.test(message)) {
      var b = BOUNDARY.exec(message);
      return caught19(args, b ? b[1] || b[2] : '');
    }
    return false;
  }

  // latest is the newest error queued in the last FOLLOW_MS, and the
  // earlier ones that are the same error (React 18's replays of it).
  function latest() {
    var t = now();
    var last = recent.length ? recent[recent.length - 1] : null;
    if (!last || t - last.at > FOLLOW_MS) return [];
    var out = [];
    for (var i = 0; i < recent.length; i++) {
      if (t - recent[i].at <= FOLLOW_MS && sameError(recent[i].ev, last.ev)) out.push(recent[i].ev);
    }
    return out;
  }

  // react18 attaches the stack in React 18's message to the error it is
  // about. An error a boundary caught is not rethrown; one nothing caught
  // is, once, right after the message.
  function react18(message, caught) {
    var evs = latest();
    if (!evs.length) return false;
    evs[0].component_stack = textStack(message);
    for (var i = 1; i < evs.length; i++) evs[i].withdrawn = true;
    reported = caught ? null : {ev: evs[0], at: now()};
    recent = [];
    return true;
  }

  function uncaught19() {
    var evs = latest();
    if (!evs.length) return false;
    var ev = evs[evs.length - 1];
    var f = ev.component_stack ? null : currentFiber();
    if (f) ev.component_stack = fiberStack(f, '');
    recent = [];
    return true;
  }

  // preactUncaught gives preact/debug's component stack to the error it is
  // about: the one reported in this task (a throw in a task is reported
  // before its microtasks run), or else the next one (a rejection is
  // reported after them).
  function preactUncaught(message) {
    var stack = textStack(message);
    if (thisTask) {
      if (!thisTask.component_stack) thisTask.component_stack = stack;
      thisTask = null;
    } else {
      preactStack = {stack: stack, at: now()};
    }
    return true;
  }

  function takePreactStack(ev, t) {
    if (!preactStack) return;
    if (t - preactStack.at <= FOLLOW_MS && !ev.component_stack) ev.component_stack = preactStack.stack;
    preactStack = null;
  }

  function caught19(args, boundary) {
    var err = null;
    for (var i = 0; i < args.length; i++) {
      if (I.isError(args[i])) {
        err = args[i];
        break;
      }
    }
    if (!err) return false;
    I.commitInput(); // what was typed before it, as for an uncaught error
    var ev = {timestamp: now(), message: String(err.message), type: String(err.name || 'Error'), kind: 'console', source: '', url: '', line: 0, column: 0, stack: I.cleanStack(String(err.stack || ''))};
    I.locate(ev);
    var f = currentFiber();
    if (f) ev.component_stack = fiberStack(f, boundary);
    I.push('errors', ev);
    return true;
  }

  I.reactError = function (ev) {
    try {
      return noteError(ev);
    } catch (e) {
      return true;
    }
  };
  // reactRejection gives an unhandled rejection the component stack
  // preact/debug logged just before it.
  I.reactRejection = function (ev) {
    try {
      takePreactStack(ev, now());
    } catch (e) {
      // never into the page
    }
  };
  I.reactConsole = function (level, args, message) {
    try {
      return onConsole(level, args, message);
    } catch (e) {
      return false;
    }
  };

  try {
    installHook();
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
