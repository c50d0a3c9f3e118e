from shop.schemas import OrderSchema

schema = OrderSchema()


def create_order(payload):
    order = schema.load(payload)
    return {"id": 1, **order}
