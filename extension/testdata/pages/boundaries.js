// What Nuxt does with an error Vue hands it: its "vue:error" hook hears of
// every one, those <NuxtErrorBoundary> stops and those Vue then logs or
// rethrows. The Nuxt app is the Vue app's $nuxt, and Vue's mount sets the
// container's __vue_app__ (nuxt/dist/app/nuxt.js, @vue/runtime-core's
// mount), as here.
'use strict';

const hooks = [];
const nuxt = { hook(name, fn) { if (name === 'vue:error') hooks.push(fn); } };
const app = { $nuxt: nuxt, config: { globalProperties: { $nuxt: nuxt } } };
const root = document.getElementById('__nuxt');
root.__vue_app__ = app;
// Vue's and its devtools' reads of the property still work.
document.getElementById('app').textContent = root.__vue_app__ === app && document.body.__vue_app__ === undefined ? 'mounted' : 'broken';

function handOver(err) {
  for (const h of hooks) h(err);
}

document.getElementById('caught').addEventListener('click', () => {
  try {
    throw new Error('caught by the boundary'); // MARK:caught
  } catch (e) {
    handOver(e);
  }
});

document.getElementById('thrown').addEventListener('click', () => {
  const e = new Error('handed over, then thrown');
  handOver(e);
  throw e;
});

document.getElementById('logged').addEventListener('click', () => {
  const e = new Error('handed over, then logged');
  handOver(e);
  console.error(e);
});

document.getElementById('last').addEventListener('click', () => {
  handOver(new Error('caught last'));
});
