/*
 * errbundle capture script: console output. console.error and console.warn
 * also carry the stack of their call, taken inside the wrapper and cleaned
 * of our frames, and the location of its first frame: the line that called
 * console.error, never ours. A failed console.assert is a console.error of
 * "Assertion failed: …"; console.trace is a log with its call's stack. The
 * other levels take no stack: a console.log in a hot loop must stay cheap.
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
  function record(level, args, wrapper, trace) {
    var message = I.renderArgs(args);
    if (trace) return recordTrace(message, wrapper);
    if (level !== 'error' && level !== 'warn') {
      I.push('logs', {timestamp: now(), level: level, message: message});
      return;
    }
    I.logged(args); // React Router's caught error, logged: not reported again
    if (level === 'error') I.failedModule(message); // a lazy route's chunk, logged by the router
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

  // recordTrace queues a console.trace: a log with the stack of its call,
  // which the console prints under it.
  function recordTrace(message, wrapper) {
    var holder = I.site(wrapper);
    var ev = {timestamp: now(), level: 'log', message: 'console.trace' + (message ? ': ' + message : ''), stack: '', url: '', line: 0, column: 0};
    ev.resolve = function () {
      ev.stack = I.siteStack(holder);
      if (ev.stack) ev.message += '\n' + ev.stack;
      I.locate(ev);
      delete ev.source;
    };
    I.push('logs', ev);
  }

  // asserted maps console.assert's arguments to what the console prints
  // when the assertion fails ("Assertion failed: …"), or null when it holds.
  function asserted(args) {
    if (args.length && args[0]) return null;
    var rest = Array.prototype.slice.call(args, 1);
    if (!rest.length) return ['Assertion failed'];
    if (typeof rest[0] === 'string') rest[0] = 'Assertion failed: ' + rest[0];
    else rest.unshift('Assertion failed:');
    return rest;
  }

  // wrapConsole wraps console[name]; it records level, with the arguments
  // as map gives them (null: nothing to record).
  function wrapConsole(name, level, map) {
    var c = G.console;
    var orig = c && c[name];
    if (typeof orig !== 'function') return;
    var wrapper = I.hooks.sync(orig, function (self, args) {
      if (inConsole || I.state === 'off') return;
      inConsole = true;
      try {
        var a = map ? map(args) : args;
        if (a) record(level, a, wrapper, name === 'trace');
      } catch (e) {
        // never into the page
      }
      inConsole = false;
    }, I.noop);
    c[name] = wrapper;
  }

  try {
    var levels = ['error', 'warn', 'info', 'log', 'debug'];
    for (var i = 0; i < levels.length; i++) wrapConsole(levels[i], levels[i]);
    // A failed console.assert is an error, as the console shows it.
    wrapConsole('assert', 'error', asserted);
    wrapConsole('trace', 'log');
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
