(ns cart-test
  (:require [clojure.test :refer [deftest is run-tests]]))

(defn discount [cents]
  (- cents (quot cents 20)))  ; bug: 5% instead of 10%

(defn parse-qty [s]
  (Integer/parseInt s))

(deftest sums
  (is (= 3 (+ 1 2))))

(deftest takes-ten-percent
  (is (= 90 (discount 100))))

(deftest parses-quantity
  (is (= 2 (parse-qty "two"))))

(let [{:keys [fail error]} (run-tests 'cart-test)]
  (System/exit (if (zero? (+ fail error)) 0 1)))
