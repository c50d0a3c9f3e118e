const port = Number(process.env.API_PORT);
if (!Number.isInteger(port)) {
  throw new Error(`API_PORT must be a number, got ${process.env.API_PORT}`);
}
