from sqlalchemy import create_engine, func, select, text
from sqlalchemy.orm import Session

from shop.models import Base, Customer, Order

engine = create_engine("sqlite://")
Base.metadata.create_all(engine)

with Session(engine) as session:
    ada = Customer(email="ada@example.com")
    session.add_all([ada, Order(customer=ada, total_cents=4200)])
    session.commit()

    totals = session.execute(
        select(Customer.email, func.sum(Order.total_cents)).join(Order).group_by(Customer.email)
    ).all()
    print(totals)

    late = session.execute(text("SELECT id, total FROM orders WHERE total > 1000")).all()
    print(late)
