const bunyan = require('bunyan');
const log = bunyan.createLogger({ name: 'billing', serializers: bunyan.stdSerializers });
log.info({ port: 18494 }, 'billing service up');
function charge(card) { return card.number.slice(-4); }
try { charge(null); } catch (err) { log.error({ err }, 'charge failed'); }
log.info('shutting down');
