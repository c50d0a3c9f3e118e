library(RUnit)

discount <- function(cents) cents - cents %/% 20  # bug: 5% instead of 10%
unit_price <- function(sku) {
  prices <- c(pen = 100)
  if (!sku %in% names(prices)) stop("unknown sku: ", sku)
  prices[[sku]]
}

test.sums <- function() checkEquals(200, 2 * unit_price("pen"))
test.discount <- function() checkEquals(90, discount(100))
test.unknown <- function() checkEquals(0, unit_price("mug"))
