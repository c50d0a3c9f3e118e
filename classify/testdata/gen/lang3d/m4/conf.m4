define(`PORT', `8080')dnl
port = PORT
workers = eval(2 +)
