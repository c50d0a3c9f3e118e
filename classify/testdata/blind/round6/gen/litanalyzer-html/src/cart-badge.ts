import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('cart-badge')
export class CartBadge extends LitElement {
  @property({ type: Number }) count = 0;

  render() {
    return html`
      <span class="badge" .count=${this.count}>${this.count}</span>
      <button ?disabled=${'no'} @click=${this.open}>Open</button>
      <a href="/cart" target="_blank" rel=${this.count}>Cart</a>
    `;
  }

  open() {}
}
