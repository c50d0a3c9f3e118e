import { format } from "./format.js";
import { chart } from "chart-lib";

console.log(format(chart(3)));
