program bad
  implicit none
  integer :: total
  real :: rate
  total = 1 + "two"
  print *, totl
end program bad
