from Cheetah.Template import Template

order = {"customer": "Ada", "lines": [{"sku": "mug", "qty": 2, "price": 8.0}]}
print(Template(file="templates/invoice.tmpl", searchList=[order]))
