program cart
  implicit none
  integer :: prices(3) = [300, 450, 120]
  integer :: i, total
  total = 0
  do i = 1, 4
    total = total + prices(i)
  end do
  print *, 'total:', total
end program cart
