import { parseMoney } from "./vendor/money";

interface Line {
  label: string;
  price: string;
}

function report(err: unknown): void {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String((err as Error).stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

export function total(lines: Line[]): number {
  let sum = 0;
  for (const line of lines) {
    sum += parseMoney(line.price);
  }
  return sum;
}

export function unitPrice(line: Line, count: number): number {
  return parseMoney(line.price) / count;
}

const button = document.createElement("button");
button.addEventListener("click", () => {
  try {
    total([{ label: "tea", price: "3,50" }, { label: "cup", price: "free" }]);
  } catch (err) {
    report(err);
  }
});
document.body.appendChild(button);
button.click();
