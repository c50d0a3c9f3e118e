"""Imports the supplier's delivery note into the stock table."""
import csv

from inventory import restock

with open("delivery.csv", newline="") as f:
    for row in csv.DictReader(f):
        level = restock(row["sku"], row["qty"])
        print(f"{row['sku']}: {level} in stock")
