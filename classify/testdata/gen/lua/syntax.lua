local x = 1
if x == 1 then
  print("one"
end
