package main

import "fmt"

func main() {
	name := "cart"
	fmt.Printf("%d items\n", name)
	total := 3
	fmt.Printf("%s total\n", total)
}
