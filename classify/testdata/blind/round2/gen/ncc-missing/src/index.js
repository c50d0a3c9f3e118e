const { parse } = require('./parse');
const chalk = require('chalk-nope');
console.log(chalk.green(parse('a=1')));
