"""Checks the CSV export from the old shop before it is loaded into MongoDB."""
import csv

from shop.models import Customer


def rows(path):
    with open(path, newline="") as f:
        yield from csv.DictReader(f)


def main():
    for row in rows("data/customers.csv"):
        customer = Customer(
            email=row["email"],
            name=row["name"],
            country=row["country"],
            loyalty_points=int(row["points"]),
        )
        customer.validate()
        print("ok", customer.email)


if __name__ == "__main__":
    main()
