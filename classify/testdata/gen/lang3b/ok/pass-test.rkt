#lang racket/base
(require rackunit)
(check-equal? (+ 1 2) 3 "sums")
