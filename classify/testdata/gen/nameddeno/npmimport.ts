import pad from "npm:left-pad-does-not-exist-errbundle@1";
console.log(pad("a", 3));
