"""Loads the shop's deploy settings, typed by strictyaml's schema."""
from strictyaml import Int, Map, Seq, Str, Bool, Optional, load

SCHEMA = Map({
    "name": Str(),
    "port": Int(),
    "debug": Bool(),
    "workers": Int(),
    Optional("hosts"): Seq(Str()),
})


def read(path):
    with open(path) as f:
        return load(f.read(), SCHEMA, label=path).data


if __name__ == "__main__":
    settings = read("deploy.yaml")
    print(f"deploying {settings['name']} on port {settings['port']}")
