val () = print "errors: 0\n"
