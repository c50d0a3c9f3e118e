from peewee import CharField, ForeignKeyField, IntegerField, Model, SqliteDatabase

db = SqliteDatabase("shop.db")


class BaseModel(Model):
    class Meta:
        database = db


class Customer(BaseModel):
    email = CharField(unique=True)


class Order(BaseModel):
    customer = ForeignKeyField(Customer, backref="orders")
    total = IntegerField()
