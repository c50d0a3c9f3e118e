#include "tax.hpp"
namespace billing {
double vat(double net) { return net * 0.19; }
}
