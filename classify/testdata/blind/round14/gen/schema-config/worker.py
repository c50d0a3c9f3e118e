from shop import settings

config = settings.load("config/worker.json")
print("worker starting on", config["queue"], "x", config["concurrency"])
