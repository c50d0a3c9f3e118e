import os
import json


def total(items: list[dict]) -> int:
    count: int = "zero"
    return sum(i["price"] for i in items) + undefined_name


def unused(a, b):
    x = 1
    return a
