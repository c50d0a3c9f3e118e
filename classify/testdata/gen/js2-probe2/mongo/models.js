const mongoose = require('mongoose');
console.log('connecting to mongo');
mongoose.connect('mongodb://127.0.0.1:27099/shop', { serverSelectionTimeoutMS: 1000 }).then(() => console.log('connected'));
