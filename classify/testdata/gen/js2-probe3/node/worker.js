const { Worker, isMainThread } = require('worker_threads');
if (isMainThread) {
  console.log('resizing images in a worker');
  new Worker(__filename);
} else {
  const sizes = undefined;
  sizes.forEach((s) => console.log(s));
}
