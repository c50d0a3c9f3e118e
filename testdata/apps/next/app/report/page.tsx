type Report = { rows: number[] };

function loadReport(): Report | null {
  return null;
}

// A Server Component that throws while it renders: React replays the
// error in the browser with frames in the server's chunks.
export default function ReportPage() {
  const report = loadReport();
  const count = report!.rows.length; // BUG:server-render
  return <p>{count} rows</p>;
}
