// A small Fiber app for the be-fiber fixtures: a cart whose total panics for
// an unknown cart (nil map in cart.go), a page rendered from templates/ by
// the html engine, a handler returning an error, and a port from $PORT.
package main

import (
	"errors"
	"log"
	"os"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
	"github.com/gofiber/fiber/v2/middleware/recover"
	"github.com/gofiber/template/html/v2"
)

func main() {
	app := fiber.New(fiber.Config{Views: html.New("./templates", ".tmpl")})
	app.Use(logger.New())
	app.Use(recover.New(recover.Config{EnableStackTrace: true}))
	app.Get("/health", func(c *fiber.Ctx) error { return c.SendString("ok") })
	app.Get("/cart/:id", func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"total": cartTotal(c.Params("id"))})
	})
	app.Get("/page/:id", func(c *fiber.Ctx) error {
		return c.Render("cart", pageData(c.Params("id")))
	})
	app.Get("/checkout", func(c *fiber.Ctx) error { return checkout() })
	log.Fatal(app.Listen("127.0.0.1:" + os.Getenv("PORT")))
}

func checkout() error { return errors.New("payment gateway: card declined") }
