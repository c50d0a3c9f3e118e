from dataclasses import dataclass, field


@dataclass
class Line:
    sku: str
    price: int
    qty: int = 1


@dataclass
class Cart:
    lines: list = field(default_factory=list)

    def add(self, sku, price, qty=1):
        for line in self.lines:
            if line.sku == sku:
                line.qty += qty
                return
        self.lines.append(Line(sku, price, qty))

    def skus(self):
        return sorted(line.sku for line in self.lines)

    def total(self):
        return sum(line.price * line.qty for line in self.lines)
