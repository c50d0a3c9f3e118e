'use strict';
const Hapi = require('@hapi/hapi');
const cart = require('./cart');

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT), host: '127.0.0.1' });
  server.route({ method: 'GET', path: '/health', handler: () => 'ok' });
  server.route({ method: 'GET', path: '/cart/{id}', handler: (request) => ({ total: cart.total(request.params.id) }) });
  server.route({
    method: 'GET',
    path: '/checkout',
    handler: async () => {
      throw new Error('payment gateway: card declined');
    },
  });
  await server.start();
  console.log('Server running on %s', server.info.uri);
};

process.on('unhandledRejection', (err) => {
  console.log(err);
  process.exit(1);
});

init();
