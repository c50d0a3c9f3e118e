(defun cart-total (lines)
  (let ((unused 0))
    (reduce #'+ lines)))
(defun report () (format t "total ~a~%" (cart-total '(1 2))))
