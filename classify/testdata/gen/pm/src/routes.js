exports.routes = { "/": () => "home", "/health": () => "ok" };
