package classify

import "strings"

// An adapter reads what one tool (or one rule of the generic layer) prints
// that opens a problem. The engine knows no tool: it offers each line no
// block took to the adapters in [registry] order, and the first that
// claims it decides. An adapter's memory of the lines before (the list of
// failures a runner announced, the compiler that spoke last) is its own:
// each [Classifier] makes its own adapter values, and nothing of a tool
// lives on the Classifier.
type adapter interface {
	// detect looks at a line outside any block. It returns pass when the
	// line is not the adapter's; otherwise the parser of the block the
	// line opens (opens), a finding complete on this line (completes), or
	// nothing, the line being the adapter's but no problem (quiets).
	detect(ln line) (parser, claim)
}

// claim is an adapter's answer about a line.
type claim int

const (
	pass      claim = iota // not this adapter's line: the next one looks
	opens                  // the parser's block starts on this line
	completes              // the parser's finding is this line alone
	quiets                 // the adapter's line, and no problem
)

// line is a line offered to the adapters.
type line struct {
	s string // the line as printed (without ANSI codes or a multiplexer's prefix)
	t string // s without its indentation; never ""
	// plain is the line before when it opened nothing and was not
	// indented: Tcl's message, known as one only by the indented "while
	// executing" under it.
	plain string
	// said is what the Classifier reported so far; an adapter reads it
	// and leaves it.
	said *history
	// dir is the process's working directory, "" if not known (see
	// [NewIn]).
	dir string
	// seq counts the lines the Classifier read: a line whose seq is one
	// more than another's came right after it.
	seq int
	// bare is the place a line alone named above this one, only its code
	// frame, carets or blank lines between (see lookbehind.inFrame).
	bare string
}

// The optional hooks an adapter may have.
type (
	// starter forgets what the adapter learned of the previous run
	// when the process (re)starts ([Classifier.Start]).
	starter interface{ start() }
	// repeater says when an error only repeats one reported before it
	// in the adapter's own way, so that it is no new problem: said
	// holds what was reported last.
	repeater interface {
		repeats(f Finding, b *block, said *history) bool
	}
	// reviser adjusts every finding the Classifier reports: after
	// Rspack's boundary, webpack's report shapes are Rspack's. (f goes
	// by value: a pointer through an interface would move every finding
	// to the heap.)
	reviser interface{ revise(f Finding) Finding }
	// recogniser knows from a finding that the process is its tool's
	// (Rspack's "Rspack compiled successfully"): the engine then offers
	// it each line first, as a parser is picked by a content type, and
	// it keeps knowing until the process restarts.
	recogniser interface{ recognises(f Finding) bool }
)

// detectFunc is an adapter that remembers nothing: one function that
// opens a block on a line it recognises.
type detectFunc func(s, t string) parser

func (d detectFunc) detect(ln line) (parser, claim) {
	if p := d(ln.s, ln.t); p != nil {
		return p, opens
	}
	return nil, pass
}

// entry registers an adapter.
type entry struct {
	name string
	// first, if set, holds the bytes a line the adapter claims must
	// start with (after its indentation): the engine skips the adapter
	// for any other line without calling it.
	first string
	// detect is an adapter that remembers nothing; new makes one that
	// does, for each Classifier. An entry has one of the two.
	detect detectFunc
	new    func() adapter
	// before and after name the adapters this one must be tried before
	// or after, because both would claim some line and only one reads it
	// right; why says which line. TestRegistryOrder checks them.
	before, after []string
	why           string
	// generic marks a rule of the generic layer: it names no tool and
	// reads a shape any tool may print (a cue, a place, a report's rows,
	// a summary). The generic layer alone is the engine and these
	// entries, which is how a tool no adapter knows is read; the blind
	// measurements score it so (BLIND_GENERIC).
	generic bool
}

// hooks lists, for each optional hook, the registry entries whose
// adapters have it, so that the engine asks only those.
var hooks = struct{ starters, repeaters, revisers, recognisers []int }{
	having[starter](), having[repeater](), having[reviser](), having[recogniser](),
}

// having lists the registry entries whose adapters have the hook T.
func having[T any]() (is []int) {
	for i, e := range registry {
		if e.new != nil {
			if _, ok := e.new().(T); ok {
				is = append(is, i)
			}
		}
	}
	return is
}

// newAdapters makes a Classifier's own adapter values, in registry order.
func newAdapters() []adapter {
	as := make([]adapter, len(registry))
	for i, e := range registry {
		if e.detect != nil {
			as[i] = e.detect
		} else {
			as[i] = e.new()
		}
	}
	return as
}

// detect looks at a line outside any block and returns the parser for the
// block it starts, or nil, and the name of the adapter it is from.
// oneLine reports a finding that is complete on its own.
func (c *Classifier) detect(s string) (p parser, oneLine bool, adapter string) {
	t := strings.TrimLeft(s, " \t")
	bareLoc, plain := c.prev.bareLoc, c.prev.plain
	c.prev.bareLoc, c.prev.plain = "", ""
	if p, ok := c.prev.inFrame(s, t, bareLoc); ok {
		if p != nil {
			return p, false, "generic"
		}
		return nil, false, ""
	}
	if t == "" {
		return nil, false, ""
	}
	if tool := toolBanner(t); tool != "" {
		c.banner.tool, c.banner.line = tool, s
		return nil, false, ""
	}
	i, p, cl := c.offer(line{s: s, t: t, plain: plain, said: &c.said, dir: c.setup.dir, seq: c.said.read, bare: bareLoc})
	switch cl {
	case quiets:
		return nil, false, ""
	case completes:
		return p, true, registry[i].name
	case opens:
		if g, ok := p.(*genericBlock); ok && g.f.Location == "" && bareLoc != "" {
			// svelte-check: "/app/src/App.svelte:2:7", then "Error: msg".
			g.f.Location = bareLoc
		}
		return p, false, registry[i].name
	}
	c.prev.note(s, t, bareLoc)
	return nil, false, ""
}

// offer offers ln to the adapters, the one that recognised the process's
// tool first, until one claims it: i is that adapter's index, pass if
// none did.
func (c *Classifier) offer(ln line) (i int, p parser, cl claim) {
	if c.setup.genericOnly {
		return c.offerGeneric(ln)
	}
	skip := c.known - 1
	if skip >= 0 && offered(skip, ln.t) {
		if p, cl = c.adapters[skip].detect(ln); cl != pass {
			return skip, p, cl
		}
	}
	as, sk := c.adapters, skips[ln.t[0]]
	for j, d := range direct[:len(as)] {
		if sk[j>>6]&(1<<(j&63)) != 0 {
			continue // not a line this adapter claims (entry.first): no call
		}
		if d != nil {
			// Most adapters remember nothing: a direct call costs each
			// line less than one through the interface. (None of them
			// recognises a tool, so none is the one offered first.)
			if p = d(ln.s, ln.t); p != nil {
				return j, p, opens
			}
		} else if j != skip {
			if p, cl = as[j].detect(ln); cl != pass {
				return j, p, cl
			}
		}
	}
	return -1, nil, pass
}

// offerGeneric is offer with the generic layer's entries alone (see
// entry.generic): how a tool no adapter knows is read.
func (c *Classifier) offerGeneric(ln line) (i int, p parser, cl claim) {
	for _, j := range genericEntries {
		if offered(j, ln.t) {
			if p, cl = c.adapters[j].detect(ln); cl != pass {
				return j, p, cl
			}
		}
	}
	return -1, nil, pass
}

// genericEntries are the indexes of the generic layer's registry entries.
var genericEntries = func() (is []int) {
	for i, e := range registry {
		if e.generic {
			is = append(is, i)
		}
	}
	return is
}()

// hooked reports whether the Classifier asks adapter i's optional hooks:
// with the generic layer alone, a tool's adapter is never asked.
func (c *Classifier) hooked(i int) bool { return !c.setup.genericOnly || registry[i].generic }

// direct and firsts hold each registry entry's detect and first, in
// registry order, packed for the loop that offers every line to them.
var direct, firsts = func() ([]detectFunc, []string) {
	ds, fs := make([]detectFunc, len(registry)), make([]string, len(registry))
	for i, e := range registry {
		ds[i], fs[i] = e.detect, e.first
	}
	return ds, fs
}()

// skips holds, for each byte a line may start with (after its
// indentation), a bit for each registry entry whose first bytes it is not
// one of: the entries the engine does not call for that line.
var skips = func() (sk [256][]uint64) {
	for c := range sk {
		sk[c] = make([]uint64, (len(registry)+63)/64)
		for j, e := range registry {
			if e.first != "" && strings.IndexByte(e.first, byte(c)) < 0 {
				sk[c][j>>6] |= 1 << (j & 63)
			}
		}
	}
	return sk
}()

// offered reports whether the engine offers adapter i a line that,
// without its indentation, is t: whether t starts with one of the
// entry's first bytes, when it has any.
func offered(i int, t string) bool {
	f := firsts[i]
	return f == "" || strings.IndexByte(f, t[0]) >= 0
}
