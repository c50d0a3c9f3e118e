export default function App() {
  return (
    <main>
      <h1>Shop</h1>
    </main>
  );
}
