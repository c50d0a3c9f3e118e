(define prices '((tea . 300) (cake . 450)))

(define (price name)
  (cdr (assq name prices)))

(define (total names)
  (apply + (map price names)))

(display (total '(tea)))
(newline)
(display (total '(tea coffee)))
(newline)
