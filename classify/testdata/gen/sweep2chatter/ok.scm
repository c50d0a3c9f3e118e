(display "ok")
(newline)
