#include "stock.hpp"

int Stock::level(const std::string& sku) const {
    return levels[sku];
}
