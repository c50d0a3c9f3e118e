#include <cstdio>
#include "tax.hpp"

int main() {
    std::printf("%.2f\n", billing::vat(10) + billing::duty(10, 49));
}
