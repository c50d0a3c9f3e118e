"""Stock levels, checked at the boundary with typeguard."""
from typing import Dict

from typeguard import typechecked

STOCK: Dict[str, int] = {}


@typechecked
def restock(sku: str, qty: int) -> int:
    STOCK[sku] = STOCK.get(sku, 0) + qty
    return STOCK[sku]
