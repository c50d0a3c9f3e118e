/*
 * errbundle capture script: errors a framework's error boundary catches.
 * Such an error is shown on the page, and the page may see no uncaught
 * error and no log of it at all. Where a framework hands its caught errors
 * to a hook an app can register, capture registers one and reports each
 * Error it is handed, once, with its own stack (where it was thrown):
 *
 *   Nuxt   every error Vue hands to <NuxtErrorBoundary> or to Nuxt's root
 *          goes to the Nuxt app's "vue:error" hook. The Nuxt app is the
 *          Vue app's $nuxt; the Vue app is found when Vue mounts it,
 *          setting the container's __vue_app__ (in development and
 *          production builds): an accessor on Element.prototype takes that
 *          assignment, makes it the element's own property as Vue would,
 *          and reads the app. Before the mount nothing is hooked.
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

  // vueApp hooks what the Vue app's framework hands its caught errors to.
  function vueApp(app) {
    var nuxt = app && (app.$nuxt || (app.config && app.config.globalProperties && app.config.globalProperties.$nuxt));
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
