summarise_orders <- function(orders) {
  total <- sum(orders$qty * orders$price)
  avg <- total / nrow(orderz)
  list(total = total, avg = avg)
}

orders <- data.frame(qty = c(2, 5), price = c(3.5, 1.25))
cat("loaded", nrow(orders), "orders\n")
x <- as.integer("twelve")
res <- summarise_orders(orders)
print(res)
