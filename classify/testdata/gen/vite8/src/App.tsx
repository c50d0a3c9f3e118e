export default function App() {
  return (
    <main>
      <h1>Shop
    </main>
  );
}
