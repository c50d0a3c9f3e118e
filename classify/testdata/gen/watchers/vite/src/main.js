import { version } from "virtual:build-info";
console.log(version);
