// The page every backend app serves (page.html, which the Flask app reads
// too): its button posts two checkouts to the same route. The first is slow
// and the second fails inside its time span; only the first one's 500 makes
// the page throw. With ?same both carts are one, so both exceptions have one
// message (Sentry's Dedupe drops the second's event).
const fs = require("fs");
const path = require("path");

const html = fs.readFileSync(path.join(__dirname, "page.html"), "utf8");

exports.page = (daemon) => html.replaceAll("${daemon}", daemon);
