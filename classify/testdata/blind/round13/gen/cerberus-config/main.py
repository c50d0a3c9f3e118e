from settings import load

settings = load("config.json")
print(f"shop listening on :{settings['port']}")
