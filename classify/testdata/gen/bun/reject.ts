async function load(): Promise<string> {
  throw new Error("config not found");
}

load();
