library(RUnit)
suite <- defineTestSuite("cart", dirs = ".", testFileRegexp = "^runit_.+\\.R$")
result <- runTestSuite(suite, verbose = 0)
printTextProtocol(result, showDetails = FALSE)
