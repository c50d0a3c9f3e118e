const express = require('express');
const { Eta } = require('eta');
const path = require('path');
const app = express();
const eta = new Eta({ views: path.join(__dirname, 'views') });

app.get('/invoice', (req, res, next) => {
  try {
    res.send(eta.render('invoice', { lines: [{ sku: 'A1', cents: 1250 }] }));
  } catch (err) {
    next(err);
  }
});

app.listen(19452, () => console.log('listening on http://localhost:19452'));
