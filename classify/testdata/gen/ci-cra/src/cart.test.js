import { renderToString } from 'react-dom/server';
import { total } from './cart';
import App from './App';

test('sums prices', () => {
  expect(total([{ price: 2, qty: 3 }])).toBe(6);
});

test('renders the total', () => {
  expect(renderToString(<App />)).toContain('Total: 5');
});
