//go:build wireinject

package app

import (
	"net/http"

	"github.com/google/wire"
)

func InitServer() (*http.Server, error) {
	wire.Build(NewConfig, NewOrderRepo, NewOrderHandler, NewServer)
	return nil, nil
}
