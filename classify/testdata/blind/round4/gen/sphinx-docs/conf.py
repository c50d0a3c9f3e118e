project = "Shop"
extensions = []
