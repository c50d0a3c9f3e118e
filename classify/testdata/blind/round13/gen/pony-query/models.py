"""The shop's tables, mapped with Pony ORM on SQLite."""
from decimal import Decimal

from pony.orm import Database, Optional, PrimaryKey, Required, Set

db = Database()


class Customer(db.Entity):
    id = PrimaryKey(int, auto=True)
    email = Required(str, unique=True)
    orders = Set("Order")


class Order(db.Entity):
    id = PrimaryKey(int, auto=True)
    customer = Required(Customer)
    total = Required(Decimal)
    note = Optional(str)
