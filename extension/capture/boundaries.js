/*
 * errbundle capture script: errors a framework's error boundary catches.
 * Such an error is shown on the page, and the page may see no uncaught
 * error and no log of it at all. Where a framework hands its caught errors
 * to a hook an app can register, capture registers one and reports each
 * Error it is handed, once, with its own stack (where it was thrown):
 *
 *   Vue    an error a component's errorCaptured hook (onErrorCaptured)
 *          stops by returning false goes nowhere else. Each component's
 *          hooks are wrapped to see that (vueBoundaries).
 *   Nuxt   every error Vue hands to <NuxtErrorBoundary> or to Nuxt's root
 *          goes to the Nuxt app's "vue:error" hook, the Vue app's $nuxt.
 *
 * The Vue app is found when Vue mounts it, setting the container's
 * __vue_app__ (in development and production builds): an accessor on
 * Element.prototype takes that assignment, makes it the element's own
 * property as Vue would, and reads the app. Errors before the mount are
 * not seen here.
 *
 * A caught error is reported CAUGHT_MS after the framework hands it over,
 * unless the page has thrown it (window "error", "unhandledrejection") or
 * logged it (console.error or console.warn with the Error) meanwhile: Nuxt
 * hands the hook the errors it does not stop too, and Vue then logs or
 * rethrows them, which reports them already. Each Error is reported once.
 * React Router's caught errors are read in react.js, from React's commits.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var now = I.now;
  var CAUGHT_MS = 50; // how long the page has to throw or log a caught error itself
  var VUE_APP = '__vue_app__'; // what Vue's mount sets on the container
  var MAX_VUE_NODES = 5000; // vnodes walked for the components mounted already
  // seen: the Errors thrown, logged or reported already.
  var seen = typeof WeakSet === 'function' ? new WeakSet() : null;

  function mark(v) {
    try {
      if (seen && I.isError(v)) seen.add(v);
    } catch (e) {
      // never into the page
    }
  }

  // caught reports err, an Error a framework's boundary caught, unless the
  // page throws or logs it within CAUGHT_MS.
  function caught(err) {
    if (!seen || I.state === 'off' || !I.isError(err) || seen.has(err)) return;
    G.setTimeout(function () {
      try {
        if (seen.has(err) || I.state === 'off') return;
        seen.add(err);
        var ev = {timestamp: now(), message: String(err.message), type: String(err.name || 'Error'), kind: 'console', source: '', url: '', line: 0, column: 0,
          stack: I.cleanStack(String(err.stack || ''))};
        I.locate(ev);
        I.push('errors', ev);
      } catch (e) {
        // never into the page
      }
    }, CAUGHT_MS);
  }

  // ---- what the page throws or logs ---------------------------------------

  function installSeen() {
    G.addEventListener('error', function (e) { mark(e.error); }, true);
    G.addEventListener('unhandledrejection', function (e) { mark(e.reason); }, true);
    var logged = I.logged; // console.js calls it with every error and warning's arguments
    I.logged = function (args) {
      for (var i = 0; i < args.length; i++) mark(args[i]);
      if (logged) logged(args);
    };
  }

  // ---- Vue and Nuxt ----------------------------------------------------------

  // vueApp hooks where the Vue app hands its caught errors: every
  // component's errorCaptured hooks, and Nuxt's "vue:error".
  function vueApp(app) {
    if (!app || typeof app !== 'object') return;
    vueBoundaries(app);
    var nuxt = app.$nuxt || (app.config && app.config.globalProperties && app.config.globalProperties.$nuxt);
    if (!nuxt || typeof nuxt.hook !== 'function' || nuxt.errbundle) return;
    nuxt.errbundle = true;
    nuxt.hook('vue:error', function (err) {
      try {
        caught(err);
      } catch (e) {
        // never into the page
      }
    });
  }

  // vueBoundaries has each component's errorCaptured hooks (an
  // onErrorCaptured in its setup, errorCaptured in its options) report the
  // error one stops by returning false. Vue calls them from the thrower's
  // parent up and keeps them in the instance's "ec" array: the components
  // mounted already are walked from the app's root vnode (at most
  // MAX_VUE_NODES vnodes), and the later ones wrap theirs once created, by
  // a global mixin put straight in the app's context (app.mixin would warn
  // in a build without the Options API); the context's cache of merged
  // options is renewed so that components seen before take it too.
  function vueBoundaries(app) {
    var ctx = app._context;
    if (!ctx || !Array.isArray(ctx.mixins) || ctx.errbundle) return;
    ctx.errbundle = true;
    ctx.mixins.push({created: function () {
      try {
        stopWatch(this.$);
      } catch (e) {
        // never into the page
      }
    }});
    if (typeof WeakMap === 'function') ctx.optionsCache = new WeakMap();
    var todo = [app._container && app._container._vnode];
    for (var i = 0; i < todo.length && i < MAX_VUE_NODES; i++) {
      var v = todo[i];
      if (!v || typeof v !== 'object') continue;
      if (v.component) {
        stopWatch(v.component);
        todo.push(v.component.subTree);
        continue;
      }
      if (v.suspense) todo.push(v.suspense.activeBranch);
      if (Array.isArray(v.children)) todo.push.apply(todo, v.children);
    }
  }

  // stopWatch wraps the errorCaptured hooks of the component instance inst:
  // an error one stops (returns false for) is caught.
  function stopWatch(inst) {
    var ec = inst && inst.ec;
    if (!Array.isArray(ec) || ec.errbundle) return;
    var out = [];
    for (var i = 0; i < ec.length; i++) out.push(stopping(ec[i]));
    out.errbundle = true;
    inst.ec = out;
  }

  function stopping(hook) {
    return function (err) {
      var r = hook.apply(this, arguments);
      if (r === false) {
        try {
          caught(err);
        } catch (e) {
          // never into the page
        }
      }
      return r;
    };
  }

  function installVue() {
    var proto = G.Element && G.Element.prototype;
    if (!proto || Object.prototype.hasOwnProperty.call(proto, VUE_APP)) return;
    Object.defineProperty(proto, VUE_APP, {
      configurable: true,
      get: function () { return undefined; },
      set: function (app) {
        // The element's own property, as Vue's assignment would make it.
        Object.defineProperty(this, VUE_APP, {value: app, writable: true, configurable: true, enumerable: true});
        try {
          vueApp(app);
        } catch (e) {
          // never into the page
        }
      }
    });
  }

  try {
    if (seen) {
      installSeen();
      installVue();
    }
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
