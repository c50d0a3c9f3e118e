from flask import Flask

app = Flask(__name__)


@app.route("/ok")
def ok():
    return "ok"


@app.route("/boom")
def boom():
    return {"n": 1 / 0}
