import { type } from 'arktype';

const Env = type({
  QUEUE_URL: 'string.url',
  CONCURRENCY: 'string.integer.parse',
  'LOG_LEVEL?': "'debug' | 'info' | 'warn' | 'error'",
});

const env = Env.assert(process.env);

console.log(`worker starting with ${env.CONCURRENCY} slots`);
