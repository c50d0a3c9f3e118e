console.log("worker up");
Promise.reject({ code: 42, reason: "quota exceeded" });
await Bun.sleep(50);
