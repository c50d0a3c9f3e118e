const queue = [];

export function track(event, props = {}) {
  queue.push({ event, props, at: Date.now() });
  if (queue.length >= 10) {
    flush();
  }
}

export function flush() {
  const batch = queue.splice(0, queue.length);
  navigator.sendBeacon('/analytics', JSON.stringify(batch);
}
