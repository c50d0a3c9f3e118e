package classify

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ruleCase is lines of a recording and the problems a generic rule
// reads in them; msg is a part of the message the finding's holds, as
// the blind rounds score it, kind and loc the finding's own.
type ruleCase struct {
	name, rule string
	lines      []string
	want       []problem
	adapter    bool // the rule is a tool's adapter's: the full classifier's alone
}

type problem struct{ kind, msg, loc string }

// checkRuleCases reads each case with the full classifier and with the
// generic layer alone: a general rule must read its lines either way (an
// adapter's, the full classifier's only).
func checkRuleCases(t *testing.T, tests []ruleCase) {
	for _, layer := range []struct {
		name string
		new  func() *Classifier
	}{{"full", New}, {"generic", newGenericOnly}} {
		for _, tt := range tests {
			if tt.adapter && layer.name == "generic" {
				continue
			}
			t.Run(layer.name+"/"+tt.name, func(t *testing.T) {
				c := layer.new()
				var got []Finding
				for i, l := range tt.lines {
					got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
				}
				got = append(got, c.Flush()...)
				require.Len(t, got, len(tt.want), "rule %s: %v", tt.rule, got)
				for i, w := range tt.want {
					assert.Equal(t, w.kind, got[i].Kind.String())
					assert.Contains(t, got[i].Message, w.msg)
					assert.Equal(t, w.loc, got[i].Location)
				}
			})
		}
	}
}
