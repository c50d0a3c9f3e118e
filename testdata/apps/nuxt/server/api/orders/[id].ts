// No order exists: a 404 whose body has no items.
export default defineEventHandler((event) => {
  setResponseStatus(event, 404);
  return { message: `no order ${getRouterParam(event, 'id')}` };
});
