import json

import falcon

ORDERS = {1: {"id": 1, "items": [{"sku": "A-1", "qty": 2, "price": 1299}]}}


class OrderResource:
    def on_get(self, req, resp, order_id):
        order = ORDERS.get(order_id)
        if order is None:
            raise falcon.HTTPNotFound()
        resp.media = order

    def on_post(self, req, resp, order_id):
        body = json.load(req.bounded_stream)
        order = ORDERS[order_id]
        order["items"].append({"sku": body["sku"], "qty": body["quantity"], "price": 0})
        resp.status = falcon.HTTP_201
