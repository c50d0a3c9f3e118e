export async function getJSON(url: string) {
  const res = await fetch(url);
  return res.json() as Promise<{ items: string[] }>;
}
