import { findItem } from '../../src/items.js';

export function data(pageContext) {
  const item = findItem(pageContext.routeParams.slug);
  return { title: item.title.toUpperCase() };
}
