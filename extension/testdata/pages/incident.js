// One failed request, two reports of it a couple of milliseconds apart, as
// a create-t3-app page makes them: tRPC's logger link logs the failed
// query, then the app's own handler logs what it could not do.
function logger(op, err) {
  console.error("<< query #1 " + op, err); // MARK:logger
}

document.getElementById("load-report").addEventListener("click", async () => {
  const res = await fetch("/api/broken");
  const body = await res.json();
  logger("report.weekly", new Error("HTTP " + res.status + ": " + body.error));
  await new Promise((resolve) => setTimeout(resolve, 2));
  console.error("could not load the weekly report: " + body.error); // MARK:app
  document.getElementById("done").textContent = "done";
});
