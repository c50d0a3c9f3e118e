const proc = Bun.spawn(["convert-images-eb", "--all"]);
await proc.exited;
