package benchcompare

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Profile is one callgrind output file read whole: the dump's trigger,
// its instruction total, and the instructions each function executed
// itself (its self cost, what it called left out), by name.
type Profile struct {
	Trigger string
	Total   int64
	Self    map[string]int64
}

// ReadProfile reads a callgrind output file (valgrind's "callgrind
// format"): its summary line and, for each function, the cost lines that
// are its own. A cost line that follows a calls= line is the inclusive
// cost of that call, charged to the caller only as the callee's, so it is
// skipped: summed this way, the self costs add up to the summary. Names
// may be compressed ("fn=(12) name" once, "fn=(12)" after), and callgrind
// names a function's recursion levels name'2, name'3: they are one
// function here.
func ReadProfile(r io.Reader) (Profile, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	p := Profile{Total: -1, Self: map[string]int64{}}
	names := map[string]string{} // compressed id ("(12)") → name; fn= and cfn= share them
	var fn string
	positions, ir := 1, 0 // position fields a cost line begins with; index of Ir among the events
	afterCall := false
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" {
			continue
		}
		switch c := line[0]; {
		case c >= '0' && c <= '9', c == '+', c == '-', c == '*':
			if afterCall {
				afterCall = false
				continue
			}
			fs := strings.Fields(line)
			if len(fs) <= positions+ir {
				continue // trailing zero costs may be left out
			}
			v, err := strconv.ParseInt(fs[positions+ir], 10, 64)
			if err != nil {
				return Profile{}, fmt.Errorf("callgrind output line %d: cost %q: %w", n, fs[positions+ir], err)
			}
			p.Self[fn] += v
			continue
		}
		key, rest, ok := strings.Cut(line, "=")
		if !ok || strings.ContainsRune(key, ':') {
			key, rest, ok = strings.Cut(line, ":")
			if !ok {
				continue
			}
			rest = strings.TrimSpace(rest)
			var err error
			switch key {
			case "desc":
				if t, ok := strings.CutPrefix(rest, "Trigger: "); ok {
					p.Trigger = t
				}
			case "positions":
				positions = len(strings.Fields(rest))
			case "events":
				if ir = slices.Index(strings.Fields(rest), "Ir"); ir < 0 {
					return Profile{}, fmt.Errorf("callgrind output line %d: no Ir among the events %q", n, rest)
				}
			case "summary", "totals":
				if fs := strings.Fields(rest); len(fs) > ir {
					if p.Total, err = strconv.ParseInt(fs[ir], 10, 64); err != nil {
						return Profile{}, fmt.Errorf("callgrind output line %d: %s %q: %w", n, key, fs[ir], err)
					}
				}
			}
			continue
		}
		switch key {
		case "fn":
			fn = functionName(names, rest)
			afterCall = false
		case "cfn":
			functionName(names, rest) // a callee named here is referred to by id later
		case "calls":
			afterCall = true
		}
	}
	if err := sc.Err(); err != nil {
		return Profile{}, err
	}
	if p.Total < 0 {
		return Profile{}, errors.New("callgrind output: no summary line")
	}
	return p, nil
}

// functionName resolves a fn= or cfn= value: "(id) name" defines id,
// "(id)" refers to it, and a value without an id is the name itself.
// Recursion suffixes ('2) are dropped.
func functionName(names map[string]string, v string) string {
	if strings.HasPrefix(v, "(") {
		if i := strings.IndexByte(v, ')'); i > 0 {
			id, name := v[:i+1], strings.TrimSpace(v[i+1:])
			if name == "" {
				return names[id]
			}
			name = dropRecursion(name)
			names[id] = name
			return name
		}
	}
	return dropRecursion(v)
}

// dropRecursion turns name'2 into name.
func dropRecursion(name string) string {
	i := strings.LastIndexByte(name, '\'')
	if i < 0 || i == len(name)-1 {
		return name
	}
	if _, err := strconv.Atoi(name[i+1:]); err != nil {
		return name
	}
	return name[:i]
}
