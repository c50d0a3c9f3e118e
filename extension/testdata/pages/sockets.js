// The live feed of a page: a WebSocket the server closes with 1011, after
// which the app throws; an EventSource it closes itself; and a socket
// that looks like Vite's hot-reload one, which capture must leave out.
// The socket server's address comes in the page's query (ws=host:port).
var server = new URLSearchParams(location.search).get('ws');
var seen = [];

function done(what) {
  seen.push(what);
  if (seen.length === 3) document.getElementById('done').textContent = JSON.stringify(seen.sort());
}

document.getElementById('run').addEventListener('click', function () {
  var feed = new WebSocket('ws://' + server + '/feed');
  feed.onopen = function () {
    feed.send(JSON.stringify({subscribe: 'prices', token: 'sk-live-do-not-send'}));
  };
  feed.onclose = function (e) {
    done('feed ' + e.code + ' ' + e.reason);
    setTimeout(function () {
      throw new Error('live feed lost: ' + e.code); // marker: feed-lost
    }, 0);
  };

  var ticker = new EventSource('http://' + server + '/ticker');
  ticker.onmessage = function (e) {
    ticker.close();
    done('ticker ' + e.data);
  };

  var hmr = new WebSocket('ws://' + server + '/hmr', 'vite-hmr');
  hmr.onclose = function (e) {
    done('hmr ' + e.code);
  };
});
