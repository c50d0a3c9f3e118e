console.log("server ready on http://localhost:3000");
