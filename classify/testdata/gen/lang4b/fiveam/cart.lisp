(require :asdf)
(asdf:load-system :fiveam)

(defpackage :cart (:use :cl :fiveam))
(in-package :cart)

(defun discount (cents) (- cents (floor cents 20))) ; bug: 5% instead of 10%
(defun unit-price (sku) (ecase sku (:pen 100) (:book 500)))

(def-suite cart)
(in-suite cart)

(test sums (is (= 200 (* 2 (unit-price :pen)))))
(test ten-percent (is (= 90 (discount 100))))
(test unknown-sku (is (= 0 (unit-price :mug))))

(unless (run! 'cart) (sb-ext:exit :code 1))
