"""The catalog table, mapped with SQLObject."""
from sqlobject import DecimalCol, IntCol, SQLObject, StringCol, connectionForURI, sqlhub

sqlhub.processConnection = connectionForURI("sqlite:/:memory:")


class Product(SQLObject):
    sku = StringCol(alternateID=True, length=32)
    name = StringCol()
    price = DecimalCol(size=10, precision=2)
    stock = IntCol(default=0)
