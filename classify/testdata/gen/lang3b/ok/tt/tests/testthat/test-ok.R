test_that("sums prices", {
  expect_equal(sum(c(1, 2, 3)), 6)
})
