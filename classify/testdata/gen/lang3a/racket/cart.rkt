#lang racket/base
(define (line-total line)
  (* (car line) (cdr line)))

(define (cart-total lines)
  (apply + (map line-total lines)))

(printf "computing cart\n")
(printf "~a\n" (cart-total (list (cons 2 3) (cons 5 "1"))))
