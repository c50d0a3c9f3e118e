package main

import (
	"errors"
	"log/slog"
	"os"
)

func main() {
	text := slog.New(slog.NewTextHandler(os.Stdout, nil))
	text.Info("server started", "addr", ":8080")
	text.Warn("slow query", "ms", 1200)
	text.Error("request failed", "path", "/api/orders", "err", errors.New("connection refused"))
	slog.Info("listening", "port", 8080)
	slog.Error("cache unavailable", "err", errors.New("dial tcp 127.0.0.1:6379: connect: connection refused"))
}
