from models import Customer, Order, db

db.connect()
db.create_tables([Customer, Order])
ann = Customer.create(email="ann@example.com")
Order.create(customer=ann, total=1299)
Customer.create(email="ann@example.com")
print("seeded")
