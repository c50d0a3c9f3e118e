program warn
  implicit none
  integer :: i, unused
  real :: x
  x = 1.5
  i = x
  print *, i
end program warn
