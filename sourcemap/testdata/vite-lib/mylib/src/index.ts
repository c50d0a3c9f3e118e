export { parseMoney } from "./money";
