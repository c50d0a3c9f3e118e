// A Go program for the browser that panics, for TestGoWasmPanic, which
// builds it with GOOS=js GOARCH=wasm and loads it with the toolchain's
// wasm_exec.js. The panic is on line 19.
package main

import "fmt"

func main() {
	fmt.Println("parsing the config")
	parse("")
}

//go:noinline
func parse(s string) {
	if s != "" {
		fmt.Println(s)
		return
	}
	panic("parse: empty input")
}
