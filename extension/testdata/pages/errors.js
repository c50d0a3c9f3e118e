// Errors whose place the tests know by the marker comments beside them.
'use strict';

const closedPort = new URLSearchParams(location.search).get('closed');

function explode(data) {
  return data.missing.field; // MARK:throw
}

document.getElementById('throw').addEventListener('click', () => {
  explode({});
});

// What src/SyncStatus.tsx did: await a fetch that fails, and catch nothing.
async function syncStatus() {
  const res = await fetch(`http://127.0.0.1:${closedPort}/status`); // MARK:fetch
  return res.status;
}

document.getElementById('fetch-closed').addEventListener('click', () => {
  syncStatus();
});

document.getElementById('reject').addEventListener('click', () => {
  Promise.reject(new RangeError('out of range')); // MARK:reject
});

// A pushState that throws inside our hook: the error is the app's call.
document.getElementById('push-bad').addEventListener('click', () => {
  history.pushState(null, '', 'http://example.invalid/elsewhere'); // MARK:pushstate
});

// A ResizeObserver whose callback grows what it observes: the browser
// reports a loop on every frame, until it is disconnected.
document.getElementById('resize-loop').addEventListener('click', () => {
  const box = document.getElementById('growing');
  const observer = new ResizeObserver(() => {
    box.style.height = box.offsetHeight + 1 + 'px';
  });
  observer.observe(box);
  setTimeout(() => observer.disconnect(), 300);
});

// A lazy module the server no longer has (404), imported and not caught.
document.getElementById('import-missing').addEventListener('click', () => {
  import('/missing-chunk.js');
});
