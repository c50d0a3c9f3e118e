import "./nope.mjs";
