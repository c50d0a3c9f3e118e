total <- function(xs) sum(xs)
cat("checking\n")
stopifnot(total(c(2, 2)) == 5)
