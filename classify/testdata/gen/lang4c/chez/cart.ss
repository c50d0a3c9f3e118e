(define prices '((pen . 100) (book . 500)))

(define (unit-price sku)
  (cdr (assq sku prices)))

(define (total items)
  (apply + (map (lambda (it) (* (unit-price (car it)) (cdr it))) items)))

(display (total '((pen . 2) (mug . 1))))
(newline)
