/*
 * The extension popup: whether the daemon answers GET /v1/health, what the
 * service worker has sent, the last error, and the settings (daemon address,
 * allowed page origins, screenshots on or off) kept in the extension's
 * storage.local.
 */
(function () {
  'use strict';

  var $ = function (id) {
    return document.getElementById(id);
  };

  function daemonOf(s) {
    return String(s || ERRBUNDLE_DEFAULTS.daemon).trim().replace(/\/+$/, '');
  }

  function checkHealth(daemon) {
    var badge = $('health');
    var ctl = new AbortController();
    var t = setTimeout(function () {
      ctl.abort();
    }, 2000);
    fetch(daemon + '/v1/health', {cache: 'no-store', signal: ctl.signal})
      .then(function (res) {
        badge.textContent = res.ok ? 'daemon reachable' : 'daemon answered ' + res.status;
        badge.className = 'badge ' + (res.ok ? 'ok' : 'down');
      })
      .catch(function () {
        badge.textContent = 'daemon unreachable';
        badge.className = 'badge down';
      })
      .finally(function () {
        clearTimeout(t);
      });
  }

  function showStats() {
    errbundleSend({type: 'errbundle:status'}).then(function (s) {
      if (!s) return;
      $('sent').textContent = String(s.sent);
      $('queued').textContent = String(s.queued);
      $('dropped').textContent = String(s.dropped);
      $('last-error').textContent = s.lastError ? s.lastError + ' (' + new Date(s.lastErrorAt).toLocaleTimeString() + ')' : 'none';
    });
  }

  function show(c) {
    $('daemon').value = daemonOf(c.daemon);
    $('origins').value = (c.allowOrigins || []).join('\n');
    $('traceparent').checked = c.traceparent !== false;
    $('screenshots').checked = c.screenshots !== false;
    checkHealth(daemonOf(c.daemon));
  }

  function say(msg, isError) {
    $('saved').textContent = msg;
    $('saved').className = isError ? 'error' : '';
  }

  // save asks for host access to origins beyond the defaults (a user gesture
  // is needed for that), then stores the settings; the service worker
  // re-registers its content scripts when they change.
  function save(e) {
    e.preventDefault();
    var daemon = daemonOf($('daemon').value);
    try {
      var u = new URL(daemon);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
    } catch (err) {
      say('daemon address must be http://host:port', true);
      return;
    }
    var origins = $('origins').value.split(/[\s,]+/).filter(Boolean);
    var extra = errbundleMatchPatterns(origins.filter(function (o) {
      return !errbundleIsDefault(o);
    }));
    var ask = extra.length ? errbundleAPI.permissions.request({origins: extra}).catch(function () { return false; }) : Promise.resolve(true);
    ask.then(function (granted) {
      return errbundleAPI.storage.local.set({daemon: daemon, allowOrigins: origins, traceparent: $('traceparent').checked}).then(function () {
        say(granted ? 'Saved' : 'Saved; extra origins not granted', !granted);
        checkHealth(daemon);
      });
    });
  }

  // The screenshot switch takes effect at once, without Save.
  $('screenshots').addEventListener('change', function () {
    var on = $('screenshots').checked;
    errbundleAPI.storage.local.set({screenshots: on}).then(function () {
      say(on ? 'Screenshots on' : 'Screenshots off');
    });
  });

  $('settings').addEventListener('submit', save);
  $('reset').addEventListener('click', function () {
    show(ERRBUNDLE_DEFAULTS);
    say('Defaults shown: Save to keep them');
  });

  errbundleAPI.storage.local.get(ERRBUNDLE_DEFAULTS).then(show);
  showStats();
  setInterval(showStats, 1000);
})();
