/*
 * errbundle capture script, the last part: every part has taken the
 * internal namespace into its own scope, so it leaves window, and in the
 * extension capture asks the bridge for its config (whose answer may start
 * delivery at once). See core.js for how the parts fit together.
 */
(function (key) {
  'use strict';
  var I;
  try {
    I = window[key];
    if (!I) return; // core.js declined this page
    delete window[key];
    if (I.hello) I.hello();
  } catch (e) {
    // a half-installed capture still never breaks the page
  }
})(typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__');
