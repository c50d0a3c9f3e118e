export function Page() {
  return '<h1>Shop</h1>';
}
