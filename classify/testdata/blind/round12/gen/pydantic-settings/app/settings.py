from pydantic import BaseModel, HttpUrl, validator


class Settings(BaseModel):
    port: int
    api_url: HttpUrl
    workers: int = 2

    @validator("workers")
    def workers_positive(cls, value):
        if value < 1:
            raise ValueError("workers must be at least 1")
        return value


def load(env):
    return Settings(port=env["PORT"], api_url=env["API_URL"], workers=env.get("WORKERS", 2))
