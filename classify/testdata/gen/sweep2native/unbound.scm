(define (total items)
  (+ (car items) tax))

(define (checkout)
  (display "checking out")
  (newline)
  (total '(1 2)))

(checkout)
