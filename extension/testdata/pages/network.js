// Requests of every kind capture must record; #done says when all settled.
'use strict';

const closedPort = new URLSearchParams(location.search).get('closed');

function xhr(method, url) {
  return new Promise((resolve) => {
    const x = new XMLHttpRequest();
    x.open(method, url);
    x.onloadend = () => resolve(x.status);
    x.send();
  });
}

document.getElementById('run').addEventListener('click', async () => {
  const results = [];
  results.push((await fetch('/api/ok')).status);
  const login = await fetch('/api/login', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: 'Bearer do-not-send-me'},
    body: JSON.stringify({user: 'ada', password: 'hunter2-S3cret!'}),
  });
  results.push(login.status, (await login.json()).error);
  results.push(await xhr('GET', '/api/broken'));
  results.push(await fetch(`http://127.0.0.1:${closedPort}/down`).catch((e) => e.name));
  results.push(await xhr('GET', `http://127.0.0.1:${closedPort}/down-xhr`));
  document.getElementById('done').textContent = JSON.stringify(results);
});
