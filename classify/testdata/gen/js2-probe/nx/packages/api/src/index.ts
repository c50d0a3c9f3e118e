function handler(req: { body?: string }) {
  return req.body.length;
}
export { handler };
