orders <- data.frame(qty = c(2, 5), price = c(3.5, 1.25))
print(summary(orders))
message("no errors found")
