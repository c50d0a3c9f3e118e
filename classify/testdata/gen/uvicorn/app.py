import logging
from fastapi import FastAPI

app = FastAPI()
log = logging.getLogger("uvicorn.error")


@app.get("/ok")
def ok():
    return {"ok": True}


@app.get("/orders/{oid}")
def order(oid: int):
    orders = {1: {"total": 10}}
    return {"total": orders[oid]["total"]}


@app.get("/slow")
def slow():
    log.warning("inventory service slow (2300ms)")
    return {"ok": True}
