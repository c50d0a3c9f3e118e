package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// toolFlag is one argument of the observe tool as a command-line flag: the
// text given, converted to the schema's type when the call is made.
type toolFlag struct {
	name   string // the argument's name
	schema *jsonschema.Schema
	value  string
	set    bool
	// aliases are the flag's other names.
	aliases []string
}

func (f *toolFlag) String() string { return f.value }

func (f *toolFlag) Set(v string) error {
	if _, err := f.convert(v); err != nil {
		return err
	}
	f.value, f.set = v, true
	return nil
}

// IsBoolFlag lets a boolean argument be given as --raw alone.
func (f *toolFlag) IsBoolFlag() bool { return f.schema.Type == "boolean" }

// types are the JSON types the argument accepts, in the schema's order.
func (f *toolFlag) types() []string {
	if f.schema.Type != "" {
		return []string{f.schema.Type}
	}
	var ts []string
	for _, b := range f.schema.AnyOf {
		ts = append(ts, b.Type)
	}
	return ts
}

// convert turns the flag's text into the JSON value the tool takes: the
// first of its types the text reads as, so that --tab-id 7 is a number
// and --since 5m a string.
func (f *toolFlag) convert(v string) (any, error) {
	types := f.types()
	// A number reads as a string too: try the others first.
	for _, t := range types {
		switch t {
		case "integer":
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				return n, nil
			}
		case "number":
			if n, err := strconv.ParseFloat(v, 64); err == nil {
				return n, nil
			}
		case "boolean":
			if b, err := strconv.ParseBool(v); err == nil {
				return b, nil
			}
		}
	}
	if slices.Contains(types, "string") {
		if len(f.schema.Enum) > 0 && !slices.Contains(f.schema.Enum, any(v)) {
			return nil, fmt.Errorf("want one of %s", enumList(f.schema.Enum))
		}
		return v, nil
	}
	return nil, fmt.Errorf("want %s", strings.Join(types, " or "))
}

func enumList(enum []any) string {
	s := make([]string, len(enum))
	for i, e := range enum {
		s[i] = fmt.Sprint(e)
	}
	return strings.Join(s, ", ")
}

// toolFlags are the flags made from a tool's input schema.
type toolFlags []*toolFlag

// addToolFlags defines a flag on fs for every property of schema but skip:
// its name, and, for a name ending in _seconds, the name without it too
// (--wait for wait_seconds, --window for window_seconds), with dashes
// accepted for underscores. New arguments of the tool become flags with
// no change here.
func addToolFlags(fs *flag.FlagSet, schema *jsonschema.Schema, skip ...string) toolFlags {
	names := make([]string, 0, len(schema.Properties))
	for name := range schema.Properties {
		if !slices.Contains(skip, name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	var flags toolFlags
	for _, name := range names {
		p := schema.Properties[name]
		f := &toolFlag{name: name, schema: p}
		flags = append(flags, f)
		usage := p.Description
		if len(p.Enum) > 0 {
			usage += " (" + enumList(p.Enum) + ")"
		}
		fs.Var(f, name, usage)
		var aliases []string
		if short, ok := strings.CutSuffix(name, "_seconds"); ok {
			aliases = append(aliases, short)
		}
		if strings.Contains(name, "_") {
			aliases = append(aliases, strings.ReplaceAll(name, "_", "-"))
		}
		for _, a := range aliases {
			if fs.Lookup(a) == nil {
				fs.Var(f, a, aliasUsage+name)
				f.aliases = append(f.aliases, a)
			}
		}
	}
	return flags
}

// aliasUsage starts the usage of an alias, which printUsage leaves out.
const aliasUsage = "same as --"

// printUsage lists fs's flags as flag.PrintDefaults does, but each tool
// argument once, with its aliases and its type.
func printUsage(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(fl *flag.Flag) {
		if strings.HasPrefix(fl.Usage, aliasUsage) {
			return
		}
		line := "  --" + fl.Name
		if tf, ok := fl.Value.(*toolFlag); ok {
			if !tf.IsBoolFlag() {
				line += " " + strings.Join(tf.types(), "|")
			}
			for _, a := range tf.aliases {
				line += ", --" + a
			}
		} else if name, _ := flag.UnquoteUsage(fl); name != "" {
			line += " " + name
		}
		fmt.Fprintf(w, "%s\n    \t%s\n", line, strings.ReplaceAll(fl.Usage, "\n", "\n    \t"))
	})
}

// arguments are the tool's arguments the flags set.
func (flags toolFlags) arguments() (map[string]any, error) {
	args := make(map[string]any)
	for _, f := range flags {
		if !f.set {
			continue
		}
		v, err := f.convert(f.value)
		if err != nil {
			return nil, fmt.Errorf("--%s: %w", f.name, err)
		}
		args[f.name] = v
	}
	return args, nil
}
