import asyncio

from flask import Flask, jsonify, render_template, request

import cart

app = Flask(__name__)


@app.before_request
def require_token():
    if request.path.startswith("/admin") and request.headers["X-Token"] != "s3cret":
        return "forbidden", 403


@app.get("/health")
def health():
    return "ok"


@app.get("/cart/<cart_id>")
async def cart_total(cart_id):
    await asyncio.sleep(0)
    return jsonify(total=cart.total(cart_id))


@app.get("/page/<cart_id>")
def page(cart_id):
    return render_template("cart.html", **cart.page_data(cart_id))


@app.get("/admin")
def admin():
    return "admin"
