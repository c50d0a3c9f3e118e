package main

import (
	"fmt"
	"os"
)

func main() {
	n := len(os.Args)
	fmt.Println("args:", n)
	var total int = "0"
	fmt.Println(totl)
}
