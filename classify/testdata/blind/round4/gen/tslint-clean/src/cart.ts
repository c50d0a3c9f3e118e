export class Cart {
  private items: string[] = [];

  public add(item: string) {
    this.items.push(item);
    return this.items.length;
  }
}
