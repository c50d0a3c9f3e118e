def label(x)
  x.to_s
end

def label(x)
  "<#{x}>"
end
puts label 1, 2
