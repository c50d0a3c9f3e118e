const a = 1
