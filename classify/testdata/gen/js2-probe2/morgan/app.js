const express = require('express');
const morgan = require('morgan');
const app = express();
app.use(morgan('dev'));
app.get('/api/health', (req, res) => res.send('ok'));
app.get('/api/cart', (req, res) => { res.json(req.query.items.split(',')); });
app.listen(18506, () => console.log('listening on 18506'));
