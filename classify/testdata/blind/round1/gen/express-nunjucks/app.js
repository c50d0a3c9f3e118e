const express = require('express');
const nunjucks = require('nunjucks');
const app = express();
nunjucks.configure(__dirname + '/views', { autoescape: true, express: app });

app.get('/', (req, res) => res.render('cart.njk', { items: [{ name: 'Tea', qty: 2 }] }));

app.listen(19441, () => console.log('listening on http://localhost:19441'));
