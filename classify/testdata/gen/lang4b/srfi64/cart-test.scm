(use-modules (srfi srfi-64))

(define (discount cents) (- cents (quotient cents 20))) ; bug: 5% instead of 10%

(test-begin "cart")
(test-equal "sums" 200 (* 2 100))
(test-equal "ten percent" 90 (discount 100))
(test-assert "unknown sku" (assoc-ref '(("pen" . 100)) "mug"))
(test-end "cart")
