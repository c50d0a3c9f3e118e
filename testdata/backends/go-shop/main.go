// A Go net/http app reporting its errors with a real SDK: sentry-go
// (SENTRY_DSN set) or OpenTelemetry Go with otelhttp and the OTLP/HTTP
// trace exporter (OTEL_EXPORTER_OTLP_ENDPOINT set). POST /api/checkout
// panics in chargeCard; a recovering middleware answers 500. Run by
// TestBackends with PORT and DAEMON (the daemon's origin) set.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/getsentry/sentry-go"
	sentryhttp "github.com/getsentry/sentry-go/http"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
)

func main() {
	page, err := os.ReadFile("../page.html")
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(strings.ReplaceAll(string(page), "${daemon}", os.Getenv("DAEMON"))))
	})
	mux.HandleFunc("POST /api/checkout", checkout)

	var handler http.Handler
	var flush func()
	switch {
	case os.Getenv("SENTRY_DSN") != "":
		err := sentry.Init(sentry.ClientOptions{Dsn: os.Getenv("SENTRY_DSN"), EnableTracing: true, TracesSampleRate: 1})
		if err != nil {
			log.Fatal(err)
		}
		handler = recoverer(sentryhttp.New(sentryhttp.Options{Repanic: true}).Handle(mux), nil)
		flush = func() { sentry.Flush(2 * time.Second) }
	case os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "":
		exp, err := otlptracehttp.New(context.Background())
		if err != nil {
			log.Fatal(err)
		}
		res, err := resource.Merge(resource.Default(), resource.NewSchemaless(attribute.String("service.name", "shop-go-otel")))
		if err != nil {
			log.Fatal(err)
		}
		tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
		otel.SetTracerProvider(tp)
		otel.SetTextMapPropagator(propagation.TraceContext{})
		// The exception goes on the server span, with the stack of the
		// panic, as the OpenTelemetry docs show for Go.
		handler = otelhttp.NewHandler(recoverer(mux, func(r *http.Request, err error) {
			span := trace.SpanFromContext(r.Context())
			span.RecordError(err, trace.WithStackTrace(true))
			span.SetStatus(codes.Error, err.Error())
		}), "shop")
		flush = func() { tp.Shutdown(context.Background()) }
	default:
		log.Fatal("set SENTRY_DSN or OTEL_EXPORTER_OTLP_ENDPOINT")
	}

	srv := &http.Server{Addr: "127.0.0.1:" + os.Getenv("PORT"), Handler: handler}
	go func() {
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
		<-sig
		flush()
		srv.Close()
	}()
	fmt.Println("listening on " + os.Getenv("PORT"))
	if err := srv.ListenAndServe(); err != http.ErrServerClosed {
		log.Fatal(err)
	}
}

type cart struct {
	Cart string `json:"cart"`
}

func checkout(w http.ResponseWriter, r *http.Request) {
	delay, _ := strconv.Atoi(r.URL.Query().Get("delay"))
	time.Sleep(time.Duration(delay) * time.Millisecond)
	var c cart
	json.NewDecoder(r.Body).Decode(&c)
	chargeCard(c)
	w.Write([]byte(`{"ok":true}`))
}

func chargeCard(c cart) {
	panic(fmt.Errorf("card declined for cart %s", c.Cart)) // BUG:checkout
}

// recoverer answers 500 when next panics, after report (if any) has seen
// the panic's error.
func recoverer(next http.Handler, report func(*http.Request, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				err, ok := v.(error)
				if !ok {
					err = fmt.Errorf("%v", v)
				}
				if report != nil {
					report(r, err)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusInternalServerError)
				json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
			}
		}()
		next.ServeHTTP(w, r)
	})
}
