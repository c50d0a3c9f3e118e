(defun price (name)
  (cdr (assoc name '((tea . 300) (cake . 450)))))

(defun total (names)
  (reduce #'+ (mapcar #'price names)))

(format t "tea: ~a~%" (total '(tea)))
(format t "coffee: ~a~%" (total '(tea coffee)))
