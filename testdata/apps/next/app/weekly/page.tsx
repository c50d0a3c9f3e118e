import { WeeklyTotals } from "./_components/totals";

// The weekly report, reached from the home page's <Link>: a client-side
// navigation, whose client component throws while it renders.
export default function WeeklyPage() {
  return (
    <main>
      <h1>Weekly report</h1>
      <WeeklyTotals />
    </main>
  );
}
