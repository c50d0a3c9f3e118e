/**
 * @openapi
 * /orders/{id}:
 *   get:
 *     summary: One order
 *     parameters:
 *       - name: id
 *         in: path
 *         required: true
 *     responses:
 *       200:
 *         description: The order
 *       404:
 *         description: No such order
 *         content:
 *           application/json:
 *             schema: { $ref: '#/components/schemas/Error'
 */
function getOrder(req, res) {}

module.exports = { getOrder };
