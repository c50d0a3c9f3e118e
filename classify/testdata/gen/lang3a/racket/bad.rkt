#lang racket/base
(define (cart-total lines)
  (for/sum ([l lines]) (* l rate)))
(printf "~a\n" (cart-total '(1 2 3)))
