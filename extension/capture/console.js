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

  // record queues one console call. A console.error goes to the daemon as
  // an error of kind "console", which carries a stack and a location (API
  // v1 logs carry neither); sent as a log too, the daemon would make a
  // second, unlocated console error of it. A console.warn stays a log, with
  // stack, url, line and column members that today's daemon skips.
  function record(level, args) {
    var message = I.renderArgs(args);
    if (level !== 'error' && level !== 'warn') {
      I.push('logs', {timestamp: now(), level: level, message: message});
      return;
    }
    var at = {stack: I.callSite(), url: '', source: '', line: 0, column: 0};
    I.locate(at);
    if (level === 'error' && message.trim() !== '') {
      I.push('errors', {timestamp: now(), message: message, type: '', kind: 'console', source: 'console', url: at.url, line: at.line, column: at.column, stack: at.stack});
      return;
    }
    I.push('logs', {timestamp: now(), level: level, message: message, stack: at.stack, url: at.url, line: at.line, column: at.column});
  }

  function wrapConsole(level) {
    var c = G.console;
    var orig = c && c[level];
    if (typeof orig !== 'function') return;
    c[level] = I.hooks.sync(orig, function (self, args) {
      if (inConsole || I.state === 'off') return;
      inConsole = true;
      try {
        record(level, args);
      } catch (e) {
        // never into the page
      }
      inConsole = false;
    }, I.noop);
  }

  try {
    var levels = ['error', 'warn', 'info', 'log', 'debug'];
    for (var i = 0; i < levels.length; i++) wrapConsole(levels[i]);
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
