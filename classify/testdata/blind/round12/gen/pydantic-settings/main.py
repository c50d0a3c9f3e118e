from app.settings import load

env = {"PORT": "8000", "API_URL": "localhost:9000/api", "WORKERS": "0"}
settings = load(env)
print("starting on port", settings.port)
