const text = await Deno.readTextFile("/etc/hostname");
console.log(text.length);
