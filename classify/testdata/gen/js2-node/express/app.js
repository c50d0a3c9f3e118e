const express = require('express');
const app = express();
app.get('/api/cart', (req, res) => {
  const cart = req.session.cart; // no session middleware
  res.json(cart);
});
app.get('/api/health', (req, res) => res.send('ok'));
const server = app.listen(18492, () => console.log('Express listening on http://localhost:18492'));
