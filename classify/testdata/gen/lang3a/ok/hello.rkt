#lang racket/base
(printf "orders: 3 processed, 0 errors\n")
