"""Validates the payment provider's webhook payloads."""
from voluptuous import All, Length, Range, Required, Schema

payment = Schema({
    Required("id"): All(str, Length(min=1)),
    Required("amount"): All(int, Range(min=1)),
    Required("currency"): All(str, Length(min=3, max=3)),
    "metadata": {str: str},
})


def handle(event):
    data = payment(event["data"])
    return f"payment {data['id']} of {data['amount']} {data['currency']}"
