#include <iostream>
#include <vector>
#include "stock.hpp"

int main() {
    Stock s;
    std::vector<int> v = {1, 2};
    std::cout << v << "\n";
    return s.level("A");
}
