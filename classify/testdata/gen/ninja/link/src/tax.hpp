#pragma once
namespace billing {
double vat(double net);
double duty(double net, int country);
}
