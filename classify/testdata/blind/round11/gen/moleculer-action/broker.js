'use strict';

const { ServiceBroker } = require('moleculer');

const broker = new ServiceBroker({ nodeID: 'shop-1', logger: { type: 'Console', options: { colors: false } } });
broker.loadService('./services/orders.service.js');

broker.start()
  .then(() => broker.call('orders.get', { id: 1 }))
  .then((order) => broker.logger.info('order', order))
  .then(() => broker.call('orders.total', { id: 1 }))
  .then((t) => broker.logger.info('total', t))
  .catch((err) => broker.logger.error('call failed:', err))
  .finally(() => broker.stop());
