#include <map>
#include <stdexcept>
#include <string>
#include <vector>

struct Item { std::string sku; int qty; };

inline int price(const std::map<std::string, int>& prices, const std::string& sku) {
  return prices.at(sku);  // throws std::out_of_range for an unknown sku
}

inline int total(const std::map<std::string, int>& prices, const std::vector<Item>& items) {
  int sum = 0;
  for (const auto& it : items) sum += price(prices, it.sku) * it.qty;
  if (sum > 1000) sum = sum * 9 / 10;  // bug: the discount should start at 1000 inclusive
  return sum;
}
