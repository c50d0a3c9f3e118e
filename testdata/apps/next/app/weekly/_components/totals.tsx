"use client";

type Report = { weeks?: { total: number }[] };

// The report has not been computed yet: weeks is missing, and the
// component renders it as if it were there.
export function WeeklyTotals({ report = {} as Report }: { report?: Report }) {
  const latest = report.weeks![0].total; // BUG:link-render
  return <p>This week: {latest}</p>;
}
