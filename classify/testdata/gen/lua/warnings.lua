warn("@on")
warn("cache is cold, first requests will be slow")
print("serving")
error({code = 42})
