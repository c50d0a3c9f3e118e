package cdp

import (
	"context"
	_ "embed"
	"encoding/json"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
)

// The user's actions are the one thing the protocol reports no event for:
// actions.js listens for them in an isolated world of errbundle's own and
// reports each through a binding, which, unlike a post to the daemon, no
// page CSP or Origin rule can block.
const (
	actionWorld   = "errbundle"
	actionBinding = "__errbundleAction"
)

//go:embed actions.js
var actionsJS string

// injectActions adds actions.js to the target's documents, the current
// one included.
func (s *session) injectActions(ctx context.Context) {
	call := func(method string, params any) error { return s.b.c.call(ctx, s.id, method, params, nil) }
	if call("Runtime.addBinding", &runtime.AddBindingParams{Name: actionBinding, ExecutionContextName: actionWorld}) != nil {
		return
	}
	now := true
	_ = call("Page.addScriptToEvaluateOnNewDocument", &page.AddScriptToEvaluateOnNewDocumentParams{
		Source: actionsJS, WorldName: actionWorld, RunImmediately: &now})
}

// maxActionField bounds a field of an action: the page's DOM is not ours.
const maxActionField = 1 << 10

// bindingCalled maps a report of actions.js. Must be called with s.mu held.
func (s *session) bindingCalled(ev *runtime.EventBindingCalled) {
	if ev.Name != actionBinding || len(ev.Payload) > 16<<10 {
		return
	}
	var a struct {
		Type     string `json:"type"`
		Selector string `json:"selector"`
		Text     string `json:"text"`
		URL      string `json:"url"`
	}
	if json.Unmarshal([]byte(ev.Payload), &a) != nil || (a.Type != "click" && a.Type != "submit") {
		return
	}
	s.emit(kindActions, wireAction{Timestamp: wireTime(s.b.cfg.Now()), Type: a.Type, Selector: clipText(a.Selector, maxActionField),
		Text: clipText(a.Text, maxActionField), URL: s.url, TabID: s.tab, PageURL: s.url})
}
