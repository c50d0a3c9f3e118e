from pecan import expose

ORDERS = {
    1: {'id': 1, 'lines': [{'sku': 'mug', 'qty': 2, 'price': 8.0}]},
}


class OrdersController:
    @expose('json')
    def index(self):
        return {'orders': list(ORDERS)}

    @expose('json')
    def total(self, order_id):
        order = ORDERS[int(order_id)]
        return {'total': sum(l['qty'] * l['unit_price'] for l in order['lines'])}


class RootController:
    orders = OrdersController()

    @expose('json')
    def index(self):
        return {'shop': 'ok'}
