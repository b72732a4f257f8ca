// Command embedded-mongo runs FerretDB v1 with its SQLite backend: a MongoDB
// wire-protocol server for local runs and tests, where no MongoDB binary exists.
// Production uses real MongoDB (docker-compose.yml).
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// WAL (FerretDB's default) with synchronous=NORMAL: a commit is not fsynced
// until the next checkpoint, so a killed process loses nothing and only a power
// cut can lose the last commits. FULL (SQLite's default) made the tests ~8% slower.
const sqlitePragmas = "_pragma=synchronous(normal)"

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "./data/db", "folder for the SQLite files (created if missing)")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("bad -log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		fail("bad -data: %v", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fail("cannot create %s: %v", dir, err)
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/?" + sqlitePragmas,
	})
	if err != nil {
		fail("cannot start: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(os.Stderr, "embedded-mongo: listening on %s, data in %s\n", *listen, dir)
	if err := db.Run(ctx); err != nil && ctx.Err() == nil {
		fail("stopped: %v", err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "embedded-mongo: "+format+"\n", args...)
	os.Exit(1)
}
