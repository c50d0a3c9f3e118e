import { helper } from "./nope";
import json from "./data.json";

export const x = helper(json) +;
