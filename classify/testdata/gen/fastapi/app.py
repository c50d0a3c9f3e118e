"""A FastAPI app whose settings loader fails when the server starts."""
import os

from fastapi import FastAPI

app = FastAPI()


def load_settings():
    return {"db": os.environ["SHOP_DATABASE_URL"]}


@app.on_event("startup")
async def connect():
    app.state.settings = load_settings()


@app.get("/ok")
async def ok():
    return {"ok": True}
