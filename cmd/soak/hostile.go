package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"
	"time"
)

// hostileResult summarises the hostile requests.
type hostileResult struct {
	sent        int
	byStatus    map[int]int
	serverErrs  []string // 5xx
	notJSON     []string // error answers of the API that are not JSON exceptions
	protocol    int      // refused by net/http before routing (plain text)
	hostLeaks   []string // answers naming the forged host
	noHeaders   []string // API answers without the security headers
	failedConns int
}

// hostileRequests are raw HTTP/1.1 requests (without the final blank
// line's Host header, added per request unless present).
func hostileRequests() []string {
	var reqs []string
	get := func(target string, header ...string) {
		reqs = append(reqs, "GET "+target+" HTTP/1.1\r\n"+strings.Join(header, ""))
	}
	long := strings.Repeat("A", 6000)
	values := map[string][]string{
		"datetime": {"", "soon", "1902-02-30", "9999999-01-01", "../..", "/", "1903/1902", "1902-06-10T25:00:00Z",
			"1902-06-10T00:00:00%2B99:00", "-9999-01-01", "1e9", "NaN", "%00", "%3Cscript%3Ealert(1)%3C/script%3E", long, "1902-06-10/1902-06-10/1902"},
		"bbox": {"NaN,NaN,NaN,NaN", "Inf,-Inf,Inf,-Inf", "1,2,3", "1,2,3,4,5,6", "200,0,1,1", "0,100,1,1", "a,b,c,d",
			"1e308,1e308,1e308,1e308", ",,,", "0,10,1,5", "-0,-0,-0,-0", "0x1p-2,0,1,1", long},
		"limit":    {"-1", "0", "1e9", "99999999999999999999", "ten", "", "1.5", "%2B5"},
		"offset":   {"-1", "9223372036854775807", "9223372036854775808", "x", "1e3"},
		"f":        {"xml", "..%2F..%2Fetc%2Fpasswd", "json,html", "", "HTML", "%00"},
		"bbox-crs": {"EPSG:4326", "", "http://www.opengis.net/def/crs/EPSG/0/3857"},
	}
	names := []string{"datetime", "bbox", "limit", "offset", "f", "bbox-crs"}
	for _, coll := range []string{"events", "places", "movements", "tracks"} {
		for _, name := range names {
			for _, v := range values[name] {
				get("/collections/" + coll + "/items?" + name + "=" + v)
			}
		}
		get("/collections/" + coll + "/items?sort=asc")
		get("/collections/" + coll + "/items?limit=1&limit=2")
		get("/collections/" + coll + "/items?%3Cscript%3E=1")
		get("/collections/" + coll + "/items?" + strings.Repeat("x=1&", 1000))
	}
	for _, filter := range []string{"type=%00", "actors=%3Csvg%20onload%3Dalert(1)%3E", "actor='%20OR%201%3D1%20--", "name=%ff%fe", "kind=" + long} {
		for _, coll := range []string{"events", "places", "movements", "tracks"} {
			get("/collections/" + coll + "/items?" + filter)
		}
	}
	for _, p := range []string{"/collections/nope", "/collections/nope/items", "/collections/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
		"/collections/events/items/%00", "/collections/events/items/..%2f..%2fmeta", "/collections/events/items/" + long,
		"/index.html/../../go.mod", "/.git/config", "/app.js%00.html", "//collections", "/collections//events", "/COLLECTIONS",
		"/api?f=html", "/api?f=xml", "/conformance?f=csv", "/geocode", "/geocode?q=", "/geocode?q=" + long, "/geocode?q=%ff%fe",
		"/geocode?limit=1000&q=x", "/geocode?year=-999999999999&q=x", "/geocode?country=ZZZ&q=x", "/geocode?q=x&zoom=1",
		"/collections/events/items/e0000001?f=csv", "/collections/events/items/e0000001?limit=1", "/collections/events?f=csv",
		"/?f=xml", "/images/../../../../etc/passwd", "/images/%2e%2e/%2e%2e/go.mod", "/countries-50m.json/x", "/%ZZ"} {
		get(p)
	}
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "TRACE"} {
		for _, p := range []string{"/", "/collections", "/collections/events/items", "/api"} {
			reqs = append(reqs, method+" "+p+" HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello")
		}
	}
	reqs = append(reqs, "OPTIONS /collections HTTP/1.1\r\nOrigin: https://evil.example\r\nAccess-Control-Request-Method: DELETE\r\n")
	for _, h := range []string{
		"Host: evil.example\r\n", "X-Forwarded-Host: evil.example\r\n", "Accept: garbage/*\r\n", "Accept: text/html;q=abc\r\n",
		"Accept: image/png\r\n", "Accept-Encoding: gzip;q=bogus\r\n", "If-None-Match: \"" + strings.Repeat("x", 5000) + "\"\r\n",
		"If-Modified-Since: yesterday\r\n", "Range: bytes=0-1\r\n", "Origin: https://evil.example\r\n", "Cookie: " + strings.Repeat("c=1; ", 1000) + "\r\n",
		"X-Forwarded-Proto: gopher\r\n", "Forwarded: host=evil.example;proto=https\r\n",
	} {
		for _, p := range []string{"/?f=json", "/collections", "/collections/events/items?limit=2", "/collections/events/items?f=html&limit=2", "/api"} {
			get(p, h)
		}
	}
	// Refused by net/http before routing.
	reqs = append(reqs,
		"GET /collections HTTP/1.1\r\nX-Huge: "+strings.Repeat("h", 40<<10)+"\r\n",
		"GARBAGE\r\n",
		"GET /collections HTTP/1.1\r\nNo colon here\r\n",
		"GET /collections HTTP/1.1\r\nContent-Length: -1\r\n",
		"GET /collections HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
		"GET /collections HTTP/1.1\r\nHost: a\r\nHost: b\r\n",
		"GET /coll\x00ections HTTP/1.1\r\n",
	)
	return reqs
}

// sendRaw writes a request on a new connection and reads the answer.
func sendRaw(addr, raw string) (*http.Response, []byte, error) {
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		return nil, nil, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	head, body, _ := strings.Cut(raw, "\r\n\r\n")
	head = strings.TrimSuffix(head, "\r\n") + "\r\n"
	if !strings.Contains(strings.ToLower(head), "\r\nhost:") {
		head += "Host: " + addr + "\r\n"
	}
	head += "Connection: close\r\n\r\n"
	if _, err := io.WriteString(conn, head+body); err != nil {
		return nil, nil, err
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res, b, err
}

func runHostile(addr string) hostileResult {
	r := hostileResult{byStatus: map[int]int{}}
	for _, raw := range hostileRequests() {
		r.sent++
		line, _, _ := strings.Cut(raw, "\r\n")
		if len(line) > 80 {
			line = line[:80] + "…"
		}
		res, body, err := sendRaw(addr, raw)
		if err != nil {
			r.failedConns++
			r.serverErrs = append(r.serverErrs, fmt.Sprintf("%q: %v", line, err))
			continue
		}
		r.byStatus[res.StatusCode]++
		if res.StatusCode >= 500 {
			r.serverErrs = append(r.serverErrs, fmt.Sprintf("%q: %d %.100s", line, res.StatusCode, body))
		}
		if strings.Contains(string(body), "evil.example") || strings.Contains(res.Header.Get("Location"), "evil.example") {
			r.hostLeaks = append(r.hostLeaks, line)
		}
		routed := res.Header.Get("Content-Security-Policy") != ""
		if !routed {
			r.protocol++
			continue
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("X-Frame-Options") != "DENY" {
			r.noHeaders = append(r.noHeaders, line)
		}
		if res.StatusCode >= 400 && !strings.HasPrefix(line, "HEAD") {
			var e struct{ Code, Description string }
			if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") || json.Unmarshal(body, &e) != nil || e.Code == "" {
				r.notJSON = append(r.notJSON, fmt.Sprintf("%q: %d %s %.80s", line, res.StatusCode, res.Header.Get("Content-Type"), body))
			}
		}
	}
	return r
}

func (r hostileResult) statuses() string {
	var codes []int
	for c := range r.byStatus {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	var parts []string
	for _, c := range codes {
		parts = append(parts, fmt.Sprintf("%d×%d", c, r.byStatus[c]))
	}
	return strings.Join(parts, " ")
}
