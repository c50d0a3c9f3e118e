const { Server } = require('socket.io');
const io = new Server(18497);
console.log('socket.io on 18497');
io.on('connection', (socket) => {
  socket.on('chat', (msg) => {
    const room = msg.room.toUpperCase();
    io.to(room).emit('chat', msg.text);
  });
});
