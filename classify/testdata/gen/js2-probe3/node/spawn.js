const { spawn } = require('child_process');
console.log('converting thumbnails');
spawn('convertx', ['in.png', 'out.webp']);
