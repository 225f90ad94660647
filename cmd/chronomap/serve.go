package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/web"
)

func newServeCmd(a *app) *cobra.Command {
	var addr string
	var cors []string
	var cacheMB int
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the dataset as OGC API - Features and the map page",
		Long: `serve opens the map --db read-only (several processes may serve one file)
and answers on --addr with OGC API - Features:
  /                                   the map page (JSON landing page with ?f=json)
  /api                                the OpenAPI 3.0 definition
  /conformance                        conformance classes
  /collections                        places, events, movements, tracks
  /collections/{id}/items             GeoJSON (f=html, f=csv), filtered by datetime,
                                      bbox, properties; limit and offset page it
  /collections/{id}/items/{featureId} one feature
  /geocode?q=TOPONYM                  gazetteer candidates as GeoJSON, when the
                                      gazetteer file --gazetteer exists

The index is built when the map opens; items answers asked for again come
from an answer cache of --cache-size MB (gzipped once when asked gzipped).
datetime is compared at calendar-day resolution: an instant selects the
features of its day (in UTC).`,
		Example: "  chronomap serve --addr 127.0.0.1:8080",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			started := time.Now()
			db, err := a.openDB(true)
			if err != nil {
				return err
			}
			defer db.Close()
			var geocoder *geocode.Geocoder
			if _, err := os.Stat(a.gazetteerPath); err == nil {
				g, err := a.openGazetteer()
				if err != nil {
					return err
				}
				defer g.Close()
				geocoder = geocode.New(g)
			} else if cmd.Flags().Changed("gazetteer") {
				return fmt.Errorf("gazetteer %s: %w", a.gazetteerPath, err)
			} else {
				a.log.Info("no gazetteer file: /geocode is off", "gazetteer", a.gazetteerPath)
			}
			cacheBytes := cacheMB << 20
			if cacheMB == 0 {
				cacheBytes = -1
			}
			assets := web.Assets()
			if !web.Built(assets) {
				a.log.Warn("the map page is not built; run make web (the API still works)")
			}
			h := api.New(api.Config{Store: db, Assets: assets, Logger: a.log, Geocoder: geocoder, CORSOrigins: cors, AnswerCacheBytes: cacheBytes})
			srv := &http.Server{Addr: addr, Handler: h, ReadHeaderTimeout: 10 * time.Second}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			go func() {
				<-ctx.Done()
				shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				_ = srv.Shutdown(shut)
			}()
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return err
			}
			a.log.Info("serving", "url", "http://"+ln.Addr().String()+"/", "db", db.Path(), "ready_after", time.Since(started).Round(time.Millisecond))
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "`host:port` to listen on")
	cmd.Flags().IntVar(&cacheMB, "cache-size", api.DefaultAnswerCacheBytes>>20, "answer cache `MB` for items pages asked for again; 0 turns it off")
	cmd.Flags().StringSliceVar(&cors, "cors-origin", []string{"*"}, "`origins` whose pages may read the API (GET, HEAD); \"\" for none")
	return cmd
}
