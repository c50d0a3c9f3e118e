const { EventEmitter } = require('events');
class Queue extends EventEmitter {
  run() { setTimeout(() => this.emit('error', new Error('redis connection lost')), 10); }
}
console.log('queue starting');
new Queue().run();
