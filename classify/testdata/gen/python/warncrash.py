import logging

logging.warning("config.yaml not found, using defaults")
settings = {"port": 8000}
print("starting on", settings["host"])
