const express = require('express');
const app = express();
app.set('view engine', 'pug');
app.set('views', __dirname + '/views');

app.get('/', (req, res) => res.render('index', { title: 'Shop' }));
app.get('/account', (req, res) => res.render('account', { title: 'Account' }));

app.listen(19440, () => console.log('listening on http://localhost:19440'));
