const prices: Record<string, number> | undefined = undefined;
export default function Page() {
  const total = Object.values(prices!).reduce((a, b) => a + b, 0);
  return <main>Total: {total}</main>;
}
