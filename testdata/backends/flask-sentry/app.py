"""A Flask app reporting its errors with Debian's python3-sentry-sdk (1.9).

The route /api/checkout raises; Flask answers 500. Run by TestBackends with
SENTRY_DSN pointing at the daemon and PORT and DAEMON set.
"""
import os
import time

import sentry_sdk
from flask import Flask, request
from sentry_sdk.integrations.flask import FlaskIntegration

sentry_sdk.init(
    dsn=os.environ["SENTRY_DSN"],
    integrations=[FlaskIntegration()],
    traces_sample_rate=1.0,
    send_default_pii=True,
)

app = Flask(__name__)
PAGE = open(os.path.join(os.path.dirname(__file__), "..", "page.html")).read()


@app.get("/")
def index():
    return PAGE.replace("${daemon}", os.environ["DAEMON"])


def charge_card(body):
    raise ValueError("card declined for cart " + body["cart"])  # BUG:checkout


@app.post("/api/checkout")
def checkout():
    time.sleep(int(request.args.get("delay", "0")) / 1000)
    charge_card(request.get_json())
    return {"ok": True}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(os.environ["PORT"]), threaded=True)
