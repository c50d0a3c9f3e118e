#pragma once
#include <map>
#include <string>

struct Stock {
    std::map<std::string, int> levels;
    int level(const std::string& sku) const;
};
