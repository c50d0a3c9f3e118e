import { Component, signal } from '@angular/core';

interface Item {
  name: string;
  price: number;
}

// The errbundle test app's cart: its bugs are marked "// BUG:<name>" and
// the test finds them by those markers.
@Component({
  selector: 'app-root',
  template: `
    <h1>Cart</h1>
    <ul>
      @for (item of items(); track item.name) {
        <li class="row">{{ item.name }}: {{ item.price }}</li>
      }
    </ul>
    <button id="checkout" (click)="checkout()">Check out</button>
    <button id="save" (click)="save()">Save</button>
    <p id="total">{{ total() }}</p>
  `,
})
export class CartComponent {
  items = signal<Item[]>([]);
  total = signal(0);

  constructor() {
    this.load();
  }

  async load(): Promise<void> {
    const res = await fetch('/items.json');
    this.items.set(await res.json());
  }

  // The item after the last one is undefined: Angular's ErrorHandler logs
  // the TypeError the click handler throws.
  checkout(): void {
    const last = this.items()[this.items().length];
    this.total.set(last.price * 2); // BUG:click-typeerror
  }

  async save(): Promise<void> {
    const res = await fetch('/items.json');
    if (res.ok) {
      console.error(`cart not saved: the cart is read-only (${res.status})`); // BUG:console-error
    }
  }
}
