// A small Echo app for the be-echo fixtures: a cart whose total panics for an
// unknown cart (nil map in cart.go), a page rendered from templates/ by a
// Renderer, a handler returning an error, and a port from $PORT.
package main

import (
	"errors"
	"html/template"
	"io"
	"net/http"
	"os"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type tmpl struct{ t *template.Template }

func (r tmpl) Render(w io.Writer, name string, data interface{}, c echo.Context) error {
	return r.t.ExecuteTemplate(w, name, data)
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger())
	e.Use(middleware.Recover())
	e.Renderer = tmpl{template.Must(template.ParseGlob("templates/*.tmpl"))}
	e.GET("/health", func(c echo.Context) error { return c.String(http.StatusOK, "ok") })
	e.GET("/cart/:id", func(c echo.Context) error {
		return c.JSON(http.StatusOK, map[string]int{"total": cartTotal(c.Param("id"))})
	})
	e.GET("/page/:id", func(c echo.Context) error {
		return c.Render(http.StatusOK, "cart.tmpl", pageData(c.Param("id")))
	})
	e.GET("/checkout", func(c echo.Context) error { return checkout() })
	e.Logger.Fatal(e.Start("127.0.0.1:" + os.Getenv("PORT")))
}

func checkout() error { return errors.New("payment gateway: card declined") }
