// The page every backend app serves: its button posts two checkouts to the
// same route. The first is slow and the second fails inside its time span;
// only the first one's 500 makes the page throw. With ?same both carts are
// one, so both exceptions have one message (Sentry's Dedupe drops the
// second's event).
exports.page = (daemon) => `<!doctype html>
<html><head><title>shop</title>
<script src="${daemon}/capture.js"></script>
</head><body>
<button id="pay">Pay</button>
<script>
const same = location.search.includes("same");
document.getElementById("pay").addEventListener("click", async () => {
  const slow = fetch("/api/checkout?delay=700", {method: "POST",
    headers: {"Content-Type": "application/json", "Authorization": "Bearer sk_live_PAGESECRET"},
    body: JSON.stringify({cart: same ? "same" : "slow-1", card: "4242424242424242"})});
  await new Promise((r) => setTimeout(r, 150));
  const quick = fetch("/api/checkout", {method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify({cart: same ? "same" : "quick-2", card: "4242424242424242"})});
  await quick;
  const res = await slow;
  if (res.status >= 500) {
    throw new Error("checkout failed: " + res.status);
  }
});
</script>
</body></html>`;
