package main

type cart struct {
	Items map[string]int
	Lines []string
}

var carts = map[string]*cart{"1": {Items: map[string]int{"apple": 3}, Lines: []string{"apple"}}}

func lookup(id string) *cart { return carts[id] }

func cartTotal(id string) int {
	c := lookup(id)
	total := 0
	for _, n := range c.Items { // c is nil for an unknown cart
		total += n
	}
	return total
}

type page struct {
	Title string
	Cart  *cart
}

func pageData(id string) page { return page{Title: "Cart " + id, Cart: lookup(id)} }
