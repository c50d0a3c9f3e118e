// A small app with the bugs the errbundle end-to-end test looks for.
'use strict';

const closedPort = new URLSearchParams(location.search).get('closed') || '9';

// 1. The API answers 500 and the render does not expect that: TypeError.
document.querySelector('.load-profile').addEventListener('click', () => {
  fetch('/api/users/123')
    .then((res) => res.json())
    .then((data) => setTimeout(() => renderProfile(data)));
});

function renderProfile(data) {
  document.querySelector('.profile-card').textContent = data.user.name;
}

// 2. A form submit gets a 400 (over XMLHttpRequest) and the app logs it.
document.getElementById('signup').addEventListener('submit', (e) => {
  e.preventDefault();
  const xhr = new XMLHttpRequest();
  xhr.open('POST', '/api/signup');
  xhr.setRequestHeader('Content-Type', 'application/json');
  xhr.setRequestHeader('X-Auth-Token', 'do-not-send-me');
  xhr.onload = () => {
    if (xhr.status !== 200) console.error('Signup failed:', xhr.status, JSON.parse(xhr.responseText));
  };
  xhr.send(JSON.stringify({email: e.target.email.value}));
});

// 3. A fetch to a port nobody listens on, and nobody catches it.
document.querySelector('.check-status').addEventListener('click', async () => {
  const res = await fetch(`http://127.0.0.1:${closedPort}/status`);
  console.log('status', res.status);
});

// 4. A client-side navigation, then the new view throws.
document.querySelector('[data-testid="nav-settings"]').addEventListener('click', (e) => {
  e.preventDefault();
  history.pushState({view: 'settings'}, '', '/settings');
  setTimeout(renderSettings);
});

function renderSettings() {
  settingsPanel.render(); // eslint-disable-line no-undef
}

// 5. A login whose payload, with the password, is posted and logged; then
// the app throws.
document.querySelector('#login button').addEventListener('click', async () => {
  const form = document.getElementById('login');
  const payload = {user: form.user.value, password: form.password.value};
  console.debug('login payload', payload);
  const res = await fetch('/api/login', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: 'Bearer secret-bearer'},
    body: JSON.stringify(payload),
  });
  if (!res.ok) setTimeout(() => {
    throw new Error(`Login failed for ${payload.user}: ${res.status}`);
  });
});
