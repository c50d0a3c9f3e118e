package main

import (
	"errors"
	"log/slog"
	"os"
)

func charge(id int) error {
	return errors.New("card declined: insufficient funds")
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{AddSource: true, Level: slog.LevelDebug}))
	log.Info("worker started", "queue", "payments")
	log.Debug("polling", "n", 3)
	if err := charge(42); err != nil {
		log.Error("charge failed", "order", 42, "err", err)
	}
	log.Warn("retrying", "attempt", 2)
	text := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{AddSource: true}))
	text.Error("refund failed", "order", 43, "err", errors.New("gateway timeout"))
}
