console.log("syncing");
Promise.reject("quota exceeded for tenant 7");
