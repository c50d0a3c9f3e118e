export default function Index() {
  return <h1>Shop</h1>;
}
