export function mountBadge(root) {
  const badge = root.querySelector(".badge");
  badge.textContent = "3";
  return badge;
}
