import os
import json
from decimal import Decimal
import sys


def total(lines):
    result = Decimal(0)
    for line in lines:
        result += Decimal(line["price"]) * line["qty"]
    return result


def to_json(cart):
    return json.dumps({"total": str(total(cart)), "count": count})


class Cart:
    def __init__(self):
        self.lines = []

    def add(self, line):
        self.lines.append(line)

    def _unused_helper(self):
        return None
