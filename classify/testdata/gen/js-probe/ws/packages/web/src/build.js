console.log("web built");
