from quart import Quart, jsonify

app = Quart(__name__)

CARTS = {"c1": [{"sku": "mug", "qty": 2, "price": 8.0}]}


@app.route("/carts/<cart_id>")
async def cart(cart_id):
    lines = CARTS.get(cart_id)
    return jsonify({"lines": lines, "total": await total(lines)})


async def total(lines):
    return sum(line["qty"] * line["price"] for line in lines)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8212)
