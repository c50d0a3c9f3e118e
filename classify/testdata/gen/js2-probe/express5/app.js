const express = require('express');
const app = express();
async function loadOrder(id) { throw new Error(`order ${id} not found in db`); }
app.get('/orders/:id', async (req, res) => {
  const order = await loadOrder(req.params.id);
  res.json(order);
});
app.listen(18498, () => console.log('Express 5 on :18498'));
