"""A small asyncio job runner that loses exceptions the way real apps do."""
import asyncio
import logging
import threading

logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
log = logging.getLogger("jobs")


def parse_price(raw):
    return float(raw["price"])


async def sync_inventory():
    await asyncio.sleep(0.01)
    raise ConnectionResetError("inventory service closed the connection")


async def charge(order):
    try:
        return parse_price(order)
    except KeyError:
        log.exception("charge failed for order %s", order.get("id"))


def resize_images():
    sizes = [120, 240]
    return sizes[5]


async def main():
    log.info("runner started")
    # Fire and forget: nobody awaits it, so asyncio reports it at shutdown.
    t = asyncio.ensure_future(sync_inventory())
    await charge({"id": 7})
    th = threading.Thread(target=resize_images, name="thumbnails")
    th.start()
    th.join()
    await asyncio.sleep(0.05)
    log.info("runner done")
    del t


asyncio.run(main())
