import { html, render } from 'lit-htm';
render(html`<p>Cart</p>`, document.getElementById('app'));
