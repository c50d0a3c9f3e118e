package main

import (
	"fmt"
	"sync"
)

func main() {
	hits := 0
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hits++
		}()
	}
	wg.Wait()
	fmt.Println("hits:", hits)
}
