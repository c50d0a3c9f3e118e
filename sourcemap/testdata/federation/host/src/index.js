import("./bootstrap.js");
