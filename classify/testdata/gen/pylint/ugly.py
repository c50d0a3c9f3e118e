x = {  'a':1 }
def f( a ):
  return a
