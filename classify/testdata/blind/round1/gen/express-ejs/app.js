const express = require('express');
const app = express();
app.set('view engine', 'ejs');
app.set('views', __dirname + '/views');

app.get('/orders', (req, res) => res.render('orders', { orders: [{ id: 7, total: 12 }] }));

app.listen(19443, () => console.log('listening on http://localhost:19443'));
