import { render } from './render.js';

const state = { count: 0 };

function increment() {
  state.count++;
  rendr(state);
}

let total = 0;
let total = 1;
document.querySelector('#inc').addEventListener('click', increment);
