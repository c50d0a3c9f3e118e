package benchcompare

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// Sample is one value of one benchmark result line.
type Sample struct {
	Name  string // without the -GOMAXPROCS suffix
	Unit  string
	Value float64
}

// ParseBench reads the standard benchmark output
// ("BenchmarkX/sub-2  1000  1234 ns/op  5.6 MB/s ...") and returns every
// value on its result lines; other lines are skipped.
func ParseBench(r io.Reader) ([]Sample, error) {
	var out []Sample
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue // a log line that begins with a benchmark's name
		}
		name := f[0]
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			if _, err := strconv.Atoi(name[i+1:]); err == nil {
				name = name[:i]
			}
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				break
			}
			out = append(out, Sample{Name: name, Unit: f[i+1], Value: v})
		}
	}
	return out, sc.Err()
}
