export function render(state) {
  document.querySelector('#count').textContent = String(state.count);
}
