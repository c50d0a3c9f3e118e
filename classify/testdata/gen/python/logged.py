import logging
import warnings

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("shop.orders")
log.info("worker started, watching queue orders")
log.warning("retrying order 42 (attempt 2)")
log.error("payment gateway refused order 42: card declined")
try:
    {}["sku"]
except KeyError:
    log.exception("failed to price order 43")
warnings.warn("pricing.v1 is deprecated, use pricing.v2")
log.info("processed 2 orders")
