package app

import (
	"database/sql"
	"net/http"
)

type Config struct {
	DSN  string
	Addr string
}

type OrderRepo struct{ db *sql.DB }

type OrderHandler struct{ repo *OrderRepo }

func (h *OrderHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

func NewConfig() Config { return Config{DSN: "file:shop.db", Addr: "127.0.0.1:8214"} }

func NewOrderRepo(db *sql.DB) *OrderRepo { return &OrderRepo{db: db} }

func NewOrderHandler(repo *OrderRepo) *OrderHandler { return &OrderHandler{repo: repo} }

func NewServer(cfg Config, h *OrderHandler) *http.Server {
	return &http.Server{Addr: cfg.Addr, Handler: h}
}
