import { Component, Prop, h } from '@stencil/core';

@Component({ tag: 'shop-cart', shadow: true })
export class ShopCart {
  @Prop() items: number = 0;

  render() {
    const label: string = this.items;
    return <div class="cart">{label} items</div>;
  }
}
