// A dedicated worker that fails on request.
'use strict';

function boom() {
  throw new Error('worker boom'); // MARK:worker-throw
}

self.onmessage = (e) => {
  if (e.data === 'throw') boom();
  if (e.data === 'reject') Promise.reject(new RangeError('worker rejection'));
};
