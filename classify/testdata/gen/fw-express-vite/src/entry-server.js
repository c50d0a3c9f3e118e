import { findItem } from './items.js';

export function render(url) {
  const slug = url.split('/').pop();
  const item = findItem(slug);
  return `<h1>${item.title.toUpperCase()}</h1>`;
}
