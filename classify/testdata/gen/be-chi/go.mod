module bechi

go 1.26

require github.com/go-chi/chi/v5 v5.5.0
