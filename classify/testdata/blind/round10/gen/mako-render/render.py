from types import SimpleNamespace

from mako.lookup import TemplateLookup

lookup = TemplateLookup(directories=["templates"])


def render_invoice(number):
    invoice = SimpleNamespace(
        number=number,
        lines=[SimpleNamespace(name="Mug", price=1250)],
        total=1250,
    )
    return lookup.get_template("invoice.mako").render(invoice=invoice)


print(render_invoice(1042))
