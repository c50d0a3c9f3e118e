// report shows a caught error's stack in <pre id="stack">, for gen.sh to
// read, and logs it for Firefox.
export function report(err: unknown) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = err instanceof Error ? String(err.stack) : String(err);
  document.body.appendChild(pre);
  console.log("STACK " + pre.textContent);
}
