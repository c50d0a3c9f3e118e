import { Component } from '@angular/core';
import { price } from '../price';

interface Item { name: string; price: number }

@Component({
  selector: 'app-root',
  template: `<h1>{{ title }}</h1>
    <p>{{ total() }}</p>`,
})
export class AppComponent {
  title = 'shop';
  items: Item[] = [{ name: 'tea', price: 3 }, { name: 'cup', price: -1 }];
  total(): number {
    return this.items.reduce((sum, item) => sum + price(item), 0);
  }
}
