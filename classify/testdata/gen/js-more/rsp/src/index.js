import { fmt } from "./fmt";
import Chart from "chart.js/auto";

console.log(fmt(1), Chart);
