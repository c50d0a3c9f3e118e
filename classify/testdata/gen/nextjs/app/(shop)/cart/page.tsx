const items: { price: number }[] | undefined = undefined;

export default function Cart() {
  const total = items!.reduce((a, i) => a + i.price, 0);
  return <p>Total: {total}</p>;
}
