/*
 * errbundle capture script: the script tag's sender, a dedicated worker
 * that posts batches to the daemon off the page's main thread.
 *
 * A POST from the page costs the page's thread more than encoding the
 * batch does: Chromium's CPU profile of BenchmarkEventOverhead put the
 * native fetch of capture's own POSTs at 12–28% of the samples of every
 * event kind, against 3–7% for encoding (take). The worker gets the
 * batch's JSON as a string (copying a string is the cheapest message
 * there is), makes the fetch, and answers with the status; core.js keeps
 * the queue, the order of batches, retries and the count of drops, as
 * before. The extension needs none of this: its batches leave the page by
 * a DOM event to its own worker.
 *
 * The worker is made from a Blob, so that it is the page's origin (a
 * worker script must be; the daemon's is another) and its requests carry
 * the page's Origin, as the page's own did. Where the page's Content
 * Security Policy forbids blob: workers (worker-src, or child-src or
 * script-src without it), or Trusted Types forbid the URL, the worker
 * never says it runs, and every batch is posted from the page as before;
 * the browser's refusal names our script, which policy.js leaves out.
 *
 * The worker posts every batch but the last flush on pagehide, errors and
 * actions too (a POST from the page was most of what a click cost it:
 * 35-55% of the page's samples in the click loop of BenchmarkEventOverhead
 * at main).
 * Chromium cancels a dedicated worker's requests when its page unloads,
 * keepalive or not, so the last flush is posted from the page, and there
 * the batches the worker has not answered for are taken back and posted
 * from the page too, with keepalive (reclaim): the click or navigation
 * just before a reload, which is what explains it, still arrives. The
 * daemon may have taken one of those already; each carries its batch id
 * ("?batch=", see core.js's post), by which the daemon stores it once.
 * See core.js for how the parts fit together.
 */
(function (I) {
  'use strict';
  if (!I || I.viaExtension) return; // core.js declined this page, or the extension delivers

  var G = I.G;
  var W = G.Worker; // the browser's own: workers.js wraps it later
  var BlobC = G.Blob;
  var URLC = G.URL;

  // The worker's whole program. Its fetch is the worker's own, which
  // capture never wraps, so its requests are never recorded as the app's.
  // No keepalive: it would not outlive the worker (see reclaim), and it
  // could take from the budget the page's last flush needs.
  var SRC =
    'onmessage = function (e) { var m = e.data;' +
    ' fetch(m.url, {method: "POST", headers: {"Content-Type": "application/json"}, body: m.body,' +
    ' credentials: "omit", cache: "no-store"}).then(' +
    'function (r) { postMessage({id: m.id, ok: r.ok, status: r.status}); },' +
    ' function (err) { postMessage({id: m.id, error: String((err && err.message) || err)}); }); };' +
    ' postMessage({ready: true});\n//# sourceURL=errbundle-sender.js';

  var worker = null; // set once the worker said it runs
  // While the worker starts, batches wait for it (waiting), for START_MS
  // at most: posted from the page they would cost it what the worker is
  // for. Its answer, its failure or the end of the wait flushes them.
  var START_MS = 2000;
  var startTimer = null;
  // What posts the batches, for stats(): 'starting' until the worker says
  // it runs ('worker') or fails to ('page', as when there is none).
  var state = 'page';
  var pending = {}; // message id → the callbacks of its post
  var nextID = 1;

  function onMessage(e) {
    try {
      var m = e.data;
      if (!m) return;
      if (m.ready) {
        worker = this;
        state = 'worker';
        revoke();
        started();
        return;
      }
      var p = pending[m.id];
      if (!p) return;
      delete pending[m.id];
      if (m.error !== undefined) p.fail(new Error(m.error));
      else p.ok({ok: m.ok, status: m.status});
    } catch (x) {
      // never into the page
    }
  }

  // onError: the worker could not start (a policy refused it) or stopped.
  // Every batch it held goes again from the page, by core.js's retry.
  function onError(e) {
    try {
      if (e && typeof e.preventDefault === 'function') e.preventDefault();
      worker = null;
      state = 'page';
      revoke();
      var held = pending;
      pending = {};
      for (var id in held) held[id].fail(new Error('errbundle sender worker stopped'));
      started();
    } catch (x) {
      // never into the page
    }
  }

  // post hands one batch to the worker and returns a promise of its answer
  // ({ok, status}), or null when there is no worker: then the page posts.
  // keep says the batch fits the page's keepalive budget (core.js counts
  // it there), and so may be reclaimed.
  function post(url, body, keep) {
    if (!worker) return null;
    var id = nextID++;
    var w = worker;
    return new Promise(function (ok, fail) {
      pending[id] = {ok: ok, fail: fail, url: url, body: body, keep: keep};
      w.postMessage({id: id, url: url, body: body});
    });
  }

  // started ends the wait for the worker: the batches it held go now.
  function started() {
    if (startTimer) {
      I.clearT(startTimer);
      startTimer = null;
    }
    I.flush(false);
  }

  // The blob's URL is let go once the worker has its script or never
  // will: it holds the blob for as long as the page lives.
  var src = '';

  function revoke() {
    if (!src) return;
    try {
      URLC.revokeObjectURL(src);
    } catch (e) {
      // gone already
    }
    src = '';
  }

  function start() {
    if (typeof W !== 'function' || typeof BlobC !== 'function' || !URLC || typeof URLC.createObjectURL !== 'function') return;
    src = URLC.createObjectURL(new BlobC([SRC], {type: 'text/javascript'}));
    try {
      var w = new W(src, {name: 'errbundle-sender'});
      I.listen.call(w, 'message', onMessage);
      I.listen.call(w, 'error', onError);
      state = 'starting';
      startTimer = I.setT(function () {
        startTimer = null;
        try {
          if (state === 'starting') state = 'page'; // the page posts until it says it runs
          I.flush(false);
        } catch (x) {
          // never into the page
        }
      }, START_MS);
    } catch (e) {
      revoke();
      throw e;
    }
  }

  // reclaim takes back, as the page closes, the batches the worker has
  // not answered for, and posts them with send (the page's own fetch):
  // Chromium cancels a dedicated worker's requests when its page goes,
  // keepalive or not, and a batch in flight then was lost
  // (TestInFlightBatchSurvivesReload). Only those within the keepalive
  // budget: the page's own would be cancelled too. A batch the daemon had
  // already taken, whose answer had not come back, then arrives twice, and
  // the daemon knows it by its id.
  function reclaim(send) {
    for (var id in pending) {
      var p = pending[id];
      if (!p.keep) continue; // left to the worker's answer
      delete pending[id];
      try {
        send(p.url, p.body, true).then(p.ok, p.fail);
      } catch (e) {
        p.fail(e);
      }
    }
  }

  I.sender = {
    post: post,
    reclaim: reclaim,
    state: function () {
      return state;
    },
    waiting: function () {
      return state === 'starting';
    },
  };

  try {
    start();
  } catch (e) {
    // CSP or Trusted Types refused the worker: the page posts
  }
})(window[typeof Symbol === 'function' ? Symbol.for('errbundle.capture.parts') : '__errbundle_capture_parts__']);
