"""Stock levels, looked up asynchronously."""
from twisted.internet import defer, task
from twisted.internet import reactor


class Stock:
    def __init__(self, clock=reactor):
        self.clock = clock
        self.levels = {"mug": 3, "cap": 0}

    def level(self, sku):
        return task.deferLater(self.clock, 0.01, lambda: self.levels[sku])

    def reserve(self, sku, qty):
        d = self.level(sku)

        def check(have):
            if have < qty:
                raise ValueError("only %d %s left" % (have, sku))
            self.levels[sku] = have - qty
            return self.levels[sku]

        return d.addCallback(check)
