package main

import (
	"context"
	"fmt"
	"io"
)

func runCmd(ctx context.Context, args []string, stderr io.Writer) int {
	fmt.Fprintln(stderr, "errbundle run: not built yet")
	return 2
}
