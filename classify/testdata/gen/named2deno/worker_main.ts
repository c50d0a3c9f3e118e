const w = new Worker(new URL("./worker.ts", import.meta.url).href, { type: "module" });
w.postMessage({ sku: "A-1" });
