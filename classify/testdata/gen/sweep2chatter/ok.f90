program ok
  print *, 'ok'
end program ok
