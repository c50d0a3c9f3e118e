const pages = ["index", "about"];
for (const p of pages) {
  const src = await Deno.readTextFile(`./pages/${p}.md`);
  console.log(p, src.length);
}
