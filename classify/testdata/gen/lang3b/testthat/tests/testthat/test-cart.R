cart_total <- function(xs) sum(xs)

test_that("sums prices", {
  expect_equal(cart_total(c(1, 2, 3)), 6)
})

test_that("applies discount", {
  expect_equal(cart_total(c(2, 2)), 5)
})

test_that("rejects strings", {
  expect_error(cart_total(c(1, 2)))
  cart_total("a")
})
