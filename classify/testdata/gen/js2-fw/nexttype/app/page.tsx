type Product = { id: number; name: string };
export default function Page() {
  const p: Product = { id: '1', name: 'Lamp' };
  return <main>{p.name}</main>;
}
