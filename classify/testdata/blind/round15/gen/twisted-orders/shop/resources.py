"""The orders API as twisted.web resources, served by twistd web."""
import json

from twisted.web.resource import Resource

ORDERS = {"1042": {"id": 1042, "total_cents": 4200, "status": "paid"}}


class Order(Resource):
    isLeaf = True

    def render_GET(self, request):
        order_id = request.postpath[0].decode()
        order = ORDERS[order_id]
        request.setHeader(b"content-type", b"application/json")
        return json.dumps({"id": order["id"], "total": order["total_cents"] / 100}).encode()


class Root(Resource):
    def getChild(self, name, request):
        if name == b"orders":
            return Order()
        return Resource.getChild(self, name, request)


root = Root()
