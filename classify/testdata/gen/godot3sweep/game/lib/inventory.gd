extends Reference

var items = {"sword": 2}

func count(name):
	return items[name]

func owner_name(player):
	return player.get_name()
