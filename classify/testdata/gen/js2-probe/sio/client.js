const { io } = require('socket.io-client');
const s = io('http://127.0.0.1:18497');
s.on('connect', () => { s.emit('chat', { text: 'hi' }); setTimeout(() => process.exit(0), 300); });
