#lang racket/base
(require rackunit)
(define (cart-total xs) (apply + xs))
(check-equal? (cart-total '(1 2 3)) 6 "sums three")
(check-equal? (cart-total '(2 2)) 5 "sums two")
(test-case "empty cart"
  (check-equal? (cart-total '()) 1))
