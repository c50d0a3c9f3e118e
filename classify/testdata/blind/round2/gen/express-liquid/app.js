const express = require('express');
const { Liquid } = require('liquidjs');
const app = express();
const engine = new Liquid({ root: __dirname + '/views', extname: '.liquid' });
app.engine('liquid', engine.express());
app.set('views', __dirname + '/views');
app.set('view engine', 'liquid');

app.get('/', (req, res) => res.render('products', { products: [{ name: 'Tea' }] }));

app.listen(19451, () => console.log('listening on http://localhost:19451'));
