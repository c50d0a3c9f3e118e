// A small gin app for the be-gin fixtures: a cart whose total panics for an
// unknown cart (nil map in cart.go), a page rendered from templates/, and
// a port taken from $PORT.
package main

import (
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

func main() {
	r := gin.Default()
	r.LoadHTMLGlob("templates/*")
	r.GET("/health", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/cart/:id", func(c *gin.Context) {
		c.JSON(http.StatusOK, gin.H{"total": cartTotal(c.Param("id"))})
	})
	r.GET("/page/:id", func(c *gin.Context) {
		c.HTML(http.StatusOK, "cart.tmpl", pageData(c.Param("id")))
	})
	log.Fatal(r.Run("127.0.0.1:" + os.Getenv("PORT")))
}
