(defun line-total (line)
  (* (getf line :qty) (getf line :price)))

(defun cart-total (lines)
  (reduce #'+ (mapcar #'line-total lines)))

(format t "cart total: ~a~%" (cart-total '((:qty 2 :price 3) (:qty "5" :price 1))))
