async function fetchConfig(): Promise<string> {
  throw new Error("config not found");
}

await fetchConfig();
