import chunk from "lodash";
console.log(chunk([1, 2, 3], 2));
