import { Component } from '@angular/core';

interface Item { name: string; price: number }

@Component({
  selector: 'app-root',
  template: `<h1>{{ title }}</h1>
    <li *ngFor="let item of items">{{ item.nme }}</li>
    <p>{{ total() }}</p>`,
})
export class AppComponent {
  title = 'shop';
  items: Item[] = [{ name: 'Lamp', price: 10 }];
  total(): string {
    return this.items.reduce((s, i) => s + i.price, 0);
  }
}
