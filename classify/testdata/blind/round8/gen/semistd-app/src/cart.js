import { readFile } from 'fs/promises';

export function total (items) {
  let sum = 0;
  const unused = 42;
  for (const item of items) {
    sum += item.price * item.qty
  }
  return sum;
}

export async function load (path) {
  const raw = await readFile(path, 'utf8');
  if (raw == '') return [];
  return JSON.parse(raw);
}
