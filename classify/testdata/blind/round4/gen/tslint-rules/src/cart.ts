export class Cart {
  private items: string[] = [];

  public add(item: string) {
    var count = this.items.length;
    console.log("adding", item);
    this.items.push(item);
    return count + 1;
  }
}
