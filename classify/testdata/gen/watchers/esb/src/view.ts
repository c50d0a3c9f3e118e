export function render(el: HTMLElement, p: { title: string }) {
  el.textContent = p.title;
}
