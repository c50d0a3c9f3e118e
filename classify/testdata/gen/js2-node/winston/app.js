const winston = require('winston');
const fmt = process.argv[2] === 'json'
  ? winston.format.combine(winston.format.timestamp(), winston.format.errors({ stack: true }), winston.format.json())
  : winston.format.combine(winston.format.errors({ stack: true }), winston.format.colorize(), winston.format.simple());
const logger = winston.createLogger({ level: 'info', format: fmt, transports: [new winston.transports.Console()] });
logger.info('worker started', { queue: 'emails' });
function send(job) { return job.to.trim(); }
try {
  send({ id: 7 });
} catch (err) {
  logger.error(err);
}
logger.warn('retrying job 7 in 5s');
logger.info('worker idle');
