import json


def load(path):
    f = open(path)
    return json.load(f)


def main():
    data = load("orders.json")
    print("orders:", len(data))
    return data


if __name__ == "__main__":
    main()
