import json
import sys

from forms import SignupForm


def handle_signup(body):
    data = SignupForm.to_python(json.loads(body))
    return {"created": data["email"]}


if __name__ == "__main__":
    for line in open("requests.jsonl"):
        print(json.dumps(handle_signup(line)))
