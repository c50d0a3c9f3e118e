"""Loads and checks the shop's settings before the server starts."""
import json

from cerberus import Validator

SCHEMA = {
    "port": {"type": "integer", "min": 1, "max": 65535},
    "database": {
        "type": "dict",
        "schema": {
            "url": {"type": "string", "required": True, "regex": "^(sqlite|postgres)://.*"},
            "pool": {"type": "integer", "min": 1},
        },
    },
    "currency": {"type": "string", "allowed": ["EUR", "USD", "GBP"]},
}


class SettingsError(Exception):
    pass


def load(path):
    with open(path) as f:
        raw = json.load(f)
    v = Validator(SCHEMA)
    if not v.validate(raw):
        raise SettingsError(f"{path}: {v.errors}")
    return v.document
