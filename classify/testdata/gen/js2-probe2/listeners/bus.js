const { EventEmitter } = require('events');
const bus = new EventEmitter();
for (let i = 0; i < 12; i++) bus.on('order', () => {});
console.log('listeners attached');
