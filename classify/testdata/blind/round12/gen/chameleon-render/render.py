from types import SimpleNamespace

from chameleon import PageTemplateLoader

templates = PageTemplateLoader("templates")


def render_order(order):
    template = templates["order.pt"]
    return template(order=order)


order = SimpleNamespace(id=7, paid=False, lines=[SimpleNamespace(sku="mug", qty=2)])
print(render_order(order))
