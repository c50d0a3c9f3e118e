"""Prints the customers whose orders add up to more than 100."""
from decimal import Decimal

from pony.orm import db_session, select, sum

from models import Customer, Order, db

db.bind(provider="sqlite", filename=":memory:")
db.generate_mapping(create_tables=True)

with db_session:
    ada = Customer(email="ada@example.com")
    Order(customer=ada, total=Decimal("80.00"))
    Order(customer=ada, total=Decimal("45.50"))

with db_session:
    big = select(c for c in Customer if sum(c.orders.totl) > 100)
    for c in big:
        print(c.email)
