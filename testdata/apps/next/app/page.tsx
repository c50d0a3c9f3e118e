import Link from "next/link";

export default function Home() {
  return (
    <main>
      <h1>Shop</h1>
      <Link href="/cart">Cart</Link> <Link href="/profile">Profile</Link>{" "}
      <Link id="weekly" href="/weekly">
        Open weekly report
      </Link>
    </main>
  );
}
