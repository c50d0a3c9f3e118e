import { Component } from "@angular/core";
import { total } from "../../lib/items";

@Component({
  standalone: true,
  template: `<h1>shop</h1><p>total: {{ sum }}</p>`,
})
export default class HomeComponent {
  sum = total(["apple", "plum"]);
}
