#include <string>
#include <vector>

inline double average(const std::vector<int>& xs) {
  int sum = 0;
  for (int x : xs) sum += x;
  return sum / xs.size();  // bug: integer division
}

inline std::string label(int qty) {
  if (qty < 0) throw std::invalid_argument("negative quantity: " + std::to_string(qty));
  return qty == 1 ? "1 item" : std::to_string(qty) + " item";  // bug: no plural
}
