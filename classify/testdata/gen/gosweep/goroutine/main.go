package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

type job struct{ to []string }

func send(j job) {
	// The background sender assumes at least one recipient.
	log.Printf("sending to %s", j.to[0])
}

func handler(w http.ResponseWriter, r *http.Request) {
	go send(job{})
	fmt.Fprintln(w, "queued")
}

func main() {
	http.HandleFunc("/send", handler)
	log.Println("listening on", os.Args[1])
	go func() { log.Fatal(http.ListenAndServe(os.Args[1], nil)) }()
	time.Sleep(time.Hour)
}
