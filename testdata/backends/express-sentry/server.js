// An Express 5 app reporting its errors with @sentry/node: the route
// /api/checkout throws, Sentry's error handler answers 500. Run by
// TestBackends (ingest_backends_test.go) with SENTRY_DSN or SENTRY_SPOTLIGHT
// pointing at the daemon, PORT and DAEMON (the daemon's origin) set.
require("./instrument");
const Sentry = require("@sentry/node");
const express = require("express");
const { page } = require("../page");

const app = express();
app.use(express.json());

app.get("/", (req, res) => res.type("html").send(page(process.env.DAEMON)));

app.post("/api/checkout", async (req, res) => {
  const delay = Number(req.query.delay || 0);
  await new Promise((r) => setTimeout(r, delay));
  chargeCard(req.body);
  res.json({ ok: true });
});

function chargeCard(body) {
  throw new Error("card declined for cart " + body.cart); // BUG:checkout
}

Sentry.setupExpressErrorHandler(app);
app.use((err, req, res, next) => {
  res.status(500).json({ error: err.message });
});

const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log("listening on " + process.env.PORT);
});
process.on("SIGTERM", async () => {
  await Sentry.flush(2000);
  server.close(() => process.exit(0));
});
