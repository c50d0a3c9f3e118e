// Console calls whose place the tests know by the marker comments beside them.
'use strict';

const closedPort = new URLSearchParams(location.search).get('closed');

function save(item) {
  console.error('save failed for item', item.id, {reason: 'conflict'}); // MARK:console-error
}

document.getElementById('error').addEventListener('click', () => save({id: 7}));

document.getElementById('warn').addEventListener('click', () => {
  console.warn('oldApi() is deprecated'); // MARK:console-warn
});

// A failed fetch the app catches and logs: the logged TypeError's own
// stack went through our fetch wrapper.
document.getElementById('caught').addEventListener('click', async () => {
  try {
    await fetch(`http://127.0.0.1:${closedPort}/sync`);
  } catch (e) {
    console.error(e); // MARK:console-caught
  }
});

document.getElementById('log').addEventListener('click', () => {
  console.log('count is %d of %s', 3, 'five', {nested: [1, 2]});
});
