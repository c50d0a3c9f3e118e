/**
 * @api {get} /orders/:id Get an order
 * @apiName GetOrder
 * @apiGroup Orders
 * @apiParam {Number} id The order's id.
 * @apiSuccess {Number} total The order's total in cents.
 */
function getOrder(req, res) {}

/**
 * @api {post} /orders Create an order
 * @apiName CreateOrder
 * @apiGroup Orders
 * @apiBody {String{..64} sku The item's SKU.
 * @apiSuccess {Number} id The new order's id.
 */
function createOrder(req, res) {}

module.exports = { getOrder, createOrder };
