import { describe, it, expect } from 'vitest';
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
describe('avg', () => {
  it('of two', () => { expect(avg([2, 4])).toBe(3); });
  it('of none', () => { expect(avg([])).toBe(0); });
});
describe('round', () => {
  it('to cents', () => { expect(Math.round(1.005 * 100) / 100).toBe(1.01); });
});
