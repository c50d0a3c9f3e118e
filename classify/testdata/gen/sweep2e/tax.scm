(define (total items)
  (+ (apply + items) tax))

(display (total '(1 2)))
(newline)
