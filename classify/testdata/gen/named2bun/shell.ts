import { $ } from "bun";
console.log("deploying");
await $`ls /nonexistent-dir-eb`;
