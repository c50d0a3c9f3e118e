const express = require('express');
const { engine } = require('express-handlebars');
const app = express();
app.engine('handlebars', engine());
app.set('view engine', 'handlebars');
app.set('views', __dirname + '/views');

app.get('/', (req, res) => res.render('home', { name: 'Ada' }));

app.listen(19442, () => console.log('listening on http://localhost:19442'));
