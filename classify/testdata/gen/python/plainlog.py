import logging

logging.basicConfig()
log = logging.getLogger("app.db")
logging.getLogger().setLevel(logging.INFO)
log.info("connected to postgres")
log.error("query timed out after 30s")
log.critical("giving up: database unreachable")
