export function greet(name) {
  const parts = ["hello", name;
  return parts.join(" ");
}
