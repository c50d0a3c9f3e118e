// A shared worker that fails on request.
'use strict';

self.onconnect = (e) => {
  const port = e.ports[0];
  port.onmessage = () => {
    throw new Error('shared worker boom');
  };
};
