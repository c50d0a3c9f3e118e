class Cart:
    def __init__(self):
        self.items = []
        self.code = None

    def add(self, price):
        self.items.append(price)

    def total(self):
        total = sum(self.items)
        if self.code == "TEN":
            total = total * 0.9
        return total
