/*
 * The extension's background: a service worker in Chromium, background
 * scripts in Firefox (after origins.js and platform.js, as the manifest
 * lists them). It receives batches from the content
 * script bridge, adds the sender's tab id to every event and posts them to
 * the daemon's POST /v1/events. Posting from here rather than from the page
 * means a page's Content-Security-Policy cannot block it. While the daemon
 * is down it keeps a bounded queue and retries with backoff.
 *
 * It also registers the capture script for allowed origins beyond the defaults
 * (which the manifest's static content scripts cover), once the user has
 * granted the host permission for them in the popup.
 *
 * When a tab's page throws an uncaught error (or leaves a rejection
 * unhandled) while it is the active tab of its window, it takes a
 * screenshot of the tab, at most one per tab every 5 s (the first error of
 * a burst), and posts it to the daemon's POST /v1/screenshots with the
 * tab id and the error's time: the daemon names the file beside the errors
 * of that burst. The popup's "Screenshots" switch turns this off.
 */
'use strict';

// Firefox has loaded these already, from the manifest's background.scripts.
if (typeof importScripts === 'function') importScripts('origins.js', 'platform.js');

var KINDS = ['errors', 'logs', 'network', 'actions'];
// As many events as the daemon's log ring holds, so that a burst the page
// sent whole is not cut here; the page's queue is as long.
var MAX_QUEUE = 10000;
// Events per POST: a backlog drains in few round trips. 200 of the
// largest events (16 KiB bodies each way) stay under the daemon's 8 MiB.
var MAX_BATCH = 200;
var LOG_DELAY_MS = 20; // batches from several tabs in one POST
var MAX_BACKOFF = 10000; // short: an idle worker is stopped after 30 s

var queue = []; // [kind, event]
var timer = null;
var sending = false;
var backoff = 0;
var stats = {sent: 0, rejected: 0, dropped: 0, lastError: '', lastErrorAt: 0, lastSentAt: 0};
var config = null;

function loadConfig() {
  if (config) return Promise.resolve(config);
  return errbundleAPI.storage.local.get(ERRBUNDLE_DEFAULTS).then(function (c) {
    config = c;
    return c;
  });
}

function daemonURL(c) {
  return String(c.daemon || ERRBUNDLE_DEFAULTS.daemon).replace(/\/+$/, '');
}

function accept(body, sender) {
  var batch;
  try {
    batch = JSON.parse(body);
  } catch (e) {
    return;
  }
  var tab = sender && sender.tab && sender.tab.id >= 0 ? sender.tab.id : null;
  if (tab !== null && Array.isArray(batch.errors)) {
    var first = firstUncaught(batch.errors);
    if (first) screenshot(sender.tab, first.timestamp);
  }
  KINDS.forEach(function (kind) {
    var evs = Array.isArray(batch[kind]) ? batch[kind] : [];
    evs.forEach(function (ev) {
      if (!ev || typeof ev !== 'object') return;
      if (tab !== null) ev.tab_id = tab;
      queue.push([kind, ev]);
    });
  });
  if (queue.length > MAX_QUEUE) {
    var over = queue.length - MAX_QUEUE;
    queue.splice(0, over);
    stats.dropped += over;
  }
  // An error (a console.error too) goes at once: an agent may be waiting.
  var errors = Array.isArray(batch.errors) && batch.errors.length > 0;
  if (!errors && Array.isArray(batch.logs)) {
    errors = batch.logs.some(function (l) {
      return l && l.level === 'error';
    });
  }
  schedule(backoff || (errors ? 0 : LOG_DELAY_MS));
}

// schedule sends in ms, or sooner when a send is already due sooner.
var due = 0;
function schedule(ms) {
  if (sending) return;
  var at = Date.now() + ms;
  if (timer) {
    if (due <= at) return;
    clearTimeout(timer);
  }
  due = at;
  timer = setTimeout(function () {
    timer = null;
    flush();
  }, ms);
}

function fail(why) {
  stats.lastError = why;
  stats.lastErrorAt = Date.now();
  backoff = backoff ? Math.min(backoff * 2, MAX_BACKOFF) : 500;
}

async function flush() {
  if (sending) return;
  sending = true;
  try {
    var c = await loadConfig();
    while (queue.length) {
      var items = queue.slice(0, MAX_BATCH);
      var body = {};
      items.forEach(function (it) {
        (body[it[0]] || (body[it[0]] = [])).push(it[1]);
      });
      var res;
      try {
        res = await fetch(daemonURL(c) + '/v1/events', {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(body),
          cache: 'no-store',
        });
      } catch (e) {
        fail('daemon unreachable at ' + daemonURL(c) + ': ' + e.message);
        break;
      }
      var reply = null;
      try {
        reply = await res.json();
      } catch (e) {
        // not JSON: judge by the status alone
      }
      if (res.ok) {
        queue.splice(0, items.length);
        backoff = 0;
        stats.lastSentAt = Date.now();
        stats.sent += reply && typeof reply.accepted === 'number' ? reply.accepted : items.length;
        var rejected = reply && Array.isArray(reply.rejected) ? reply.rejected : [];
        if (rejected.length) {
          stats.rejected += rejected.length;
          stats.lastError = 'daemon rejected ' + rejected.length + ' events: ' + JSON.stringify(rejected[0]).slice(0, 200);
          stats.lastErrorAt = Date.now();
        }
      } else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        // The daemon will never take this batch: drop it, keep the reason.
        queue.splice(0, items.length);
        stats.dropped += items.length;
        stats.lastError = 'daemon answered ' + res.status + ': ' + ((reply && reply.error) || '');
        stats.lastErrorAt = Date.now();
      } else {
        fail('daemon answered ' + res.status);
        break;
      }
    }
  } finally {
    sending = false;
  }
  if (queue.length) schedule(backoff || LOG_DELAY_MS);
}

// ---- screenshots ---------------------------------------------------------

var SHOT_GAP_MS = 5000; // one screenshot per tab per burst of errors
var lastShot = {}; // tab id → when its latest screenshot was taken

// firstUncaught is the first uncaught exception or unhandled rejection of
// a batch's errors: console errors and failed loads take no screenshot.
function firstUncaught(errors) {
  for (var i = 0; i < errors.length; i++) {
    var e = errors[i];
    if (e && (e.kind === 'exception' || e.kind === 'unhandled_rejection')) return e;
  }
  return null;
}

async function screenshot(senderTab, at) {
  var t = Date.now();
  if (lastShot[senderTab.id] && t - lastShot[senderTab.id] < SHOT_GAP_MS) return;
  try {
    var c = await loadConfig();
    if (c.screenshots === false) return;
    // Only what the user sees: the tab must be the active one of its
    // window, which is what captureVisibleTab captures.
    var tab = await errbundleAPI.tabs.get(senderTab.id);
    if (!tab.active) return;
    if (lastShot[tab.id] && Date.now() - lastShot[tab.id] < SHOT_GAP_MS) return;
    lastShot[tab.id] = Date.now();
    var dataURL = await errbundleAPI.tabs.captureVisibleTab(tab.windowId, {format: 'png'});
    var png = await (await fetch(dataURL)).blob();
    var ts = typeof at === 'number' && isFinite(at) ? Math.round(at) : Date.now();
    var res = await fetch(daemonURL(c) + '/v1/screenshots?tab_id=' + tab.id + '&timestamp=' + ts, {
      method: 'POST',
      headers: {'Content-Type': 'image/png'},
      body: png,
      cache: 'no-store',
    });
    // 503: this daemon keeps no screenshots (serve --screenshots ""), a
    // setting rather than a failure.
    if (res.status === 503) return;
    if (!res.ok) throw new Error('daemon answered ' + res.status);
    stats.screenshots = (stats.screenshots || 0) + 1;
  } catch (e) {
    stats.lastError = 'screenshot: ' + ((e && e.message) || e);
    stats.lastErrorAt = Date.now();
  }
}

// captureParts are the capture script's files, in order: those of the
// manifest's MAIN-world content script, so that the order is written once
// (and checked against extension.go's by a test).
function captureParts() {
  var cs = errbundleAPI.runtime.getManifest().content_scripts || [];
  for (var i = 0; i < cs.length; i++) {
    if (cs[i].world === 'MAIN') return cs[i].js.map(errbundlePath);
  }
  return [];
}

// syncRegistrations injects the capture script into the allowed origins
// that the manifest does not cover, where the user granted access.
async function syncRegistrations() {
  try {
    var c = await loadConfig();
    var extra = errbundleMatchPatterns((c.allowOrigins || []).filter(function (o) {
      return !errbundleIsDefault(o);
    }));
    var granted = [];
    for (var i = 0; i < extra.length; i++) {
      try {
        if (await errbundleAPI.permissions.contains({origins: [extra[i]]})) granted.push(extra[i]);
      } catch (e) {
        // not a valid pattern: skip it
      }
    }
    var ids = ['errbundle-extra-capture', 'errbundle-extra-bridge'];
    var have = await errbundleAPI.scripting.getRegisteredContentScripts({ids: ids});
    if (have.length) await errbundleAPI.scripting.unregisterContentScripts({ids: have.map(function (s) { return s.id; })});
    if (!granted.length) return;
    await errbundleAPI.scripting.registerContentScripts([
      {id: ids[0], matches: granted, js: captureParts(), runAt: 'document_start', world: 'MAIN', allFrames: true},
      {id: ids[1], matches: granted, js: ['origins.js', 'platform.js', 'bridge.js'], runAt: 'document_start', allFrames: true},
    ]);
  } catch (e) {
    stats.lastError = 'registering content scripts: ' + e.message;
    stats.lastErrorAt = Date.now();
  }
}

errbundleAPI.runtime.onMessage.addListener(function (msg, sender, sendResponse) {
  if (!msg || typeof msg !== 'object') return false;
  if (msg.type === 'errbundle:batch' && typeof msg.body === 'string') {
    accept(msg.body, sender);
    return false;
  }
  if (msg.type === 'errbundle:status') {
    sendResponse({sent: stats.sent, rejected: stats.rejected, dropped: stats.dropped, queued: queue.length, lastError: stats.lastError, lastErrorAt: stats.lastErrorAt, lastSentAt: stats.lastSentAt});
    return false;
  }
  return false;
});

// The bridge's port: one a page (a frame), its batches as JSON strings.
errbundleAPI.runtime.onConnect.addListener(function (port) {
  if (port.name !== 'errbundle:batches') return;
  port.onMessage.addListener(function (body) {
    if (typeof body === 'string') accept(body, port.sender);
  });
});

errbundleAPI.storage.onChanged.addListener(function (changes, area) {
  if (area !== 'local') return;
  config = null;
  syncRegistrations();
  if (queue.length) {
    backoff = 0;
    schedule(20);
  }
});

errbundleAPI.runtime.onInstalled.addListener(syncRegistrations);
errbundleAPI.runtime.onStartup.addListener(syncRegistrations);
