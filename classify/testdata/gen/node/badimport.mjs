import { missing } from "./lib.mjs";
missing();
