let unused = 1;
if (a == b) { debugger; }
const x = {a:1,
 b:2}
