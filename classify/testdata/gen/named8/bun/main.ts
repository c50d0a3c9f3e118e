const w = new Worker(new URL("./worker.ts", import.meta.url).href);
w.postMessage("go");
await Bun.sleep(200);
w.terminate();
