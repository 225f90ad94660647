package dataset_test

// go test ./... -update rewrites the golden files of the packages that
// have them; every test binary must accept the flag, which
// internal/testenv defines.
import _ "github.com/chronomap/chronomap/internal/testenv"
