// A Deno 2 server reporting through Deno's built-in OpenTelemetry (OTEL_DENO=true,
// OTEL_EXPORTER_OTLP_ENDPOINT): Deno.serve's spans and console output as
// OTLP traces and logs. POST /api/checkout fails in chargeCard; the handler
// logs the error with console.error and answers 500. Run by TestBackends with
// PORT and DAEMON (the daemon's origin) set.
const page = (await Deno.readTextFile(new URL("../page.html", import.meta.url))).replaceAll("${daemon}", Deno.env.get("DAEMON") ?? "");

function chargeCard(body: { cart: string }) {
  throw new Error("card declined for cart " + body.cart); // BUG:checkout
}

Deno.serve({ hostname: "127.0.0.1", port: Number(Deno.env.get("PORT")) }, async (req) => {
  const url = new URL(req.url);
  if (req.method === "GET" && url.pathname === "/") {
    return new Response(page, { headers: { "content-type": "text/html" } });
  }
  if (req.method === "POST" && url.pathname === "/api/checkout") {
    const delay = Number(url.searchParams.get("delay") ?? 0);
    await new Promise((r) => setTimeout(r, delay));
    const body = await req.json();
    try {
      chargeCard(body);
    } catch (err) {
      console.error("checkout failed:", err);
      return Response.json({ error: (err as Error).message }, { status: 500 });
    }
    return Response.json({ ok: true });
  }
  return new Response("not found", { status: 404 });
});
