library(tinytest)
out <- run_test_file("test_cart.R", verbose = 0)
print(out)
