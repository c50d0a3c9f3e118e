module begorilla

go 1.26

require (
	github.com/gorilla/handlers v1.5.2
	github.com/gorilla/mux v1.8.1
)

require github.com/felixge/httpsnoop v1.0.3 // indirect
