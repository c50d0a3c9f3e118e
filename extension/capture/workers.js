/*
 * errbundle capture script: Web Workers and SharedWorkers that fail to
 * load. An error thrown in a dedicated worker and not handled there reaches
 * the page's window as an uncaught error (errors.js records it), but a
 * worker whose script, or a module it imports, cannot be fetched or parsed
 * fires a bare "error" event at its Worker object only, and so does a
 * SharedWorker's: without this part the page just goes quiet. The error is
 * located at the app's new Worker(…) call.
 *
 * Not seen from here: unhandled rejections inside a worker, and errors
 * thrown in a SharedWorker or a service worker once they run (they never
 * reach the page).
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;

  function before(args) {
    if (I.state === 'off') return null;
    var url = '';
    try {
      url = new URL(String(args[0]), I.loc.href).href;
    } catch (e) {
      url = String(args[0]); // the constructor throws for it, as the app will see
    }
    return {url: url, site: I.site()};
  }

  function watch(name) {
    return function (s, worker) {
      if (!s || !worker) return;
      I.listen.call(worker, 'error', function (e) {
        try {
          // An ErrorEvent is an error the worker's code threw: it goes on
          // to the window, where errors.js records it.
          if (I.state === 'off' || typeof e.message === 'string') return;
          failed(name, s);
        } catch (x) {
          // never into the page
        }
      });
    };
  }

  function failed(name, s) {
    I.commitInput();
    var message = name + ' script failed to load: ' + s.url + ' (it, or a module it imports, could not be fetched or parsed)';
    var ev = {timestamp: I.now(), message: message, type: '', kind: 'exception', source: '', url: '', line: 0, column: 0, stack: ''};
    var frames = I.siteStack(s.site);
    if (frames) ev.stack = message + '\n' + frames;
    I.locate(ev);
    I.push('errors', ev);
  }

  function wrap(name) {
    var C = G[name];
    if (typeof C !== 'function' || typeof Proxy !== 'function') return;
    G[name] = I.hooks.construct(C, before, watch(name));
  }

  try {
    wrap('Worker');
    wrap('SharedWorker');
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
