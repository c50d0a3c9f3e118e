"""Replays a recorded webhook through the handler, as the dev server would."""
import json

from webhooks import handle

with open("fixtures/payment_succeeded.json") as f:
    event = json.load(f)
print(handle(event))
