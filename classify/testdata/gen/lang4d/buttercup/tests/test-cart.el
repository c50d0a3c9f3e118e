;;; test-cart.el --- cart specs -*- lexical-binding: t -*-
(require 'cart)

(describe "cart"
  (it "sums items"
    (expect (* 2 (cart-unit-price "pen")) :to-equal 200))
  (it "takes ten percent off"
    (expect (cart-discount 100) :to-equal 90))
  (it "prices an unknown sku"
    (expect (+ 1 (cart-unit-price "mug")) :to-equal 1)))
