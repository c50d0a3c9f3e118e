import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('api/items/:slug', 'routes/api.items.$slug.ts'),
  route('blog/:slug', 'routes/blog.$slug.tsx'),
  route('hot', 'routes/hot.tsx'),
  route('api/orders/:id', 'routes/api.orders.$id.ts'),
  route('orders', 'routes/orders.tsx', [route(':id', 'routes/orders.$id.tsx')]),
] satisfies RouteConfig;
