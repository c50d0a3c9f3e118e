'use strict';

const { send } = require('micro');
const url = require('url');

const prices = { mug: 8, cap: 12 };

module.exports = async (req, res) => {
  const { query } = url.parse(req.url, true);
  const sku = query.sku;
  const price = prices[sku].toFixed(2);
  return send(res, 200, { sku, price });
};
