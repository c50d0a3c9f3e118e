package cdp

import (
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/stretchr/testify/assert"
)

// The values are as the browser sends console.error('console says no',
// {id: 7}): live, with a preview; sent again on Runtime.enable, without.
func TestRenderArgs(t *testing.T) {
	msg := &runtime.RemoteObject{Type: runtime.RemoteObjectTypeString, Value: []byte(`"console says no"`)}
	tests := []struct {
		name string
		obj  *runtime.RemoteObject
		want string
	}{
		{"with a preview", &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, ClassName: "Object", Description: "Object",
			Preview: &runtime.ObjectPreview{Type: runtime.ObjectPreviewTypeObject, Description: "Object",
				Properties: []*runtime.PropertyPreview{{Name: "id", Type: runtime.PropertyPreviewTypeNumber, Value: "7"}}}},
			"console says no {id: 7}"},
		{"sent again, no preview", &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, ClassName: "Object", Description: "Object"},
			"console says no {…}"},
		{"an instance, no preview", &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, ClassName: "Cart", Description: "Cart"},
			"console says no Cart"},
		{"an array, no preview", &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Subtype: runtime.RemoteObjectSubtypeArray,
			ClassName: "Array", Description: "Array(2)"}, "console says no Array(2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, renderArgs([]*runtime.RemoteObject{msg, tt.obj}))
		})
	}
}
