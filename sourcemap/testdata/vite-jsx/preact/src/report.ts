export function report(err: unknown): void {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String((err as Error).stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}
