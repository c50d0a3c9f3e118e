from sqlalchemy import create_engine, text

engine = create_engine("sqlite:///:memory:")


def load(conn):
    conn.execute(text("CREATE TABLE orders (id INTEGER PRIMARY KEY, total INTEGER)"))
    conn.execute(text("INSERT INTO orders (total) VALUES (300)"))
    return conn.execute(text("SELECT id, totl FROM orders")).fetchall()


with engine.connect() as conn:
    print("connected")
    print(load(conn))
