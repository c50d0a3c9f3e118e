(define (line-total line)
  (* (car line) (cdr line)))

(define (cart-total lines)
  (apply + (map line-total lines)))

(display "computing cart")
(newline)
(display (cart-total (list (cons 2 3) (cons 5 "1"))))
(newline)
