"""Loads the worker's settings and checks them against their schema."""
import json

from schema import And, Optional, Or, Schema, Use

SETTINGS = Schema(
    {
        "queue": And(str, len),
        "concurrency": And(Use(int), lambda n: 1 <= n <= 32),
        "mail": {
            "host": str,
            "port": And(int, lambda p: 0 < p < 65536),
            Optional("tls"): bool,
        },
        Optional("log_level"): Or("debug", "info", "warning", "error"),
    }
)


def load(path):
    with open(path) as f:
        return SETTINGS.validate(json.load(f))
