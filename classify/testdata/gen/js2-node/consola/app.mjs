import { consola } from 'consola';
consola.start('Building project...');
consola.info('Using config build.config.ts');
function loadConfig(c) { return c.entries.length; }
try { loadConfig({}); } catch (err) { consola.error(err); }
consola.warn('Skipping types: no tsconfig.json');
consola.success('Done');
