package main

/*
#include <stdio.h>

static int twice(int x) {
	return x * 2 + missing;
}
*/
import "C"

import "fmt"

func main() {
	fmt.Println(C.twice(21))
}
