from genshi.template import TemplateLoader

loader = TemplateLoader(["templates"], auto_reload=False)
tmpl = loader.load("cart.html")
stream = tmpl.generate(lines=[{"sku": "mug", "qty": 2, "price": 8.0}], customer="Ada")
print(stream.render("html"))
