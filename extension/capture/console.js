/*
 * errbundle capture script: console output. console.error and console.warn
 * also carry the stack of their call, taken inside the wrapper and cleaned
 * of our frames, and the location of its first frame: the line that called
 * console.error, never ours. The other levels take no stack: a console.log
 * in a hot loop must stay cheap.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I) return; // core.js declined this page

  var G = I.G;
  var now = I.now;
  var inConsole = false; // our own work must never log through us

  // record queues one console call. console.error and console.warn go as
  // logs with stack, url, line and column members: the daemon keeps the
  // log and makes a console error of an error-level one, located at the
  // call. The stack is taken now and read when the batch is encoded (see
  // stacks.js): resolve is a function, so JSON leaves it out.
  function record(level, args, wrapper) {
    var message = I.renderArgs(args);
    if (level !== 'error' && level !== 'warn') {
      I.push('logs', {timestamp: now(), level: level, message: message});
      return;
    }
    // React's message about an error it reported goes with that error.
    if (I.reactConsole(level, args, message)) return;
    var holder = I.site(wrapper);
    var ev = {timestamp: now(), level: level, message: message, stack: '', url: '', line: 0, column: 0};
    ev.resolve = function () {
      ev.stack = I.siteStack(holder);
      I.locate(ev);
      delete ev.source; // a log names no source
    };
    I.push('logs', ev);
  }

  function wrapConsole(level) {
    var c = G.console;
    var orig = c && c[level];
    if (typeof orig !== 'function') return;
    var wrapper = I.hooks.sync(orig, function (self, args) {
      if (inConsole || I.state === 'off') return;
      inConsole = true;
      try {
        record(level, args, wrapper);
      } catch (e) {
        // never into the page
      }
      inConsole = false;
    }, I.noop);
    c[level] = wrapper;
  }

  try {
    var levels = ['error', 'warn', 'info', 'log', 'debug'];
    for (var i = 0; i < levels.length; i++) wrapConsole(levels[i]);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
