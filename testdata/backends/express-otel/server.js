// An Express 5 app traced by OpenTelemetry (see instrument.js): the route
// /api/checkout records its exception on the active span, sets status
// ERROR, logs an error record and answers 500. Run by TestBackends with
// PORT, DAEMON and OTEL_EXPORTER_OTLP_ENDPOINT set.
const { trace, SpanStatusCode } = require("@opentelemetry/api");
const { logs, SeverityNumber } = require("@opentelemetry/api-logs");
const express = require("express");
const { page } = require("../page");

const app = express();
app.use(express.json());
const logger = logs.getLogger("shop");

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

app.use((err, req, res, next) => {
  const span = trace.getActiveSpan();
  if (span) {
    span.recordException(err);
    span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
  }
  logger.emit({ severityNumber: SeverityNumber.ERROR, severityText: "ERROR", body: "checkout failed: " + err.message });
  res.status(500).json({ error: err.message });
});

app.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log("listening on " + process.env.PORT);
});
