package sourcemap

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUnrewrite(t *testing.T) {
	tests := []struct {
		name, gen, at string // the rewritten line, and the text at the browser's column
		src, want     string // the source's line, and the text at the answer
	}{
		{"before any rewrite", "  return new _cart_js__WEBPACK_IMPORTED_MODULE_0__.Cart(items);", "new",
			"  return new Cart(items);", "new Cart"},
		{"after a rewritten call", "  console.log((0,_math_js__WEBPACK_IMPORTED_MODULE_0__.divide)(1, 0));", "(1, 0)",
			"  console.log(divide(1, 0));", "(1, 0)"},
		{"inside a rewritten name", "  x = _a_js__WEBPACK_IMPORTED_MODULE_1__.parse(s);", "parse",
			"  x = parse(s);", "parse(s)"},
		{"two rewrites before", "f((0,_a__WEBPACK_IMPORTED_MODULE_0__.g)(), _b__WEBPACK_IMPORTED_MODULE_1__.h, boom());", "boom",
			"f(g(), h, boom());", "boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			col := unrewrite(tt.gen, strings.Index(tt.gen, tt.at))
			assert.Equal(t, tt.want, tt.src[col:col+len(tt.want)])
			assert.Equal(t, tt.src, restoreImports(tt.gen))
		})
	}
}

func TestEvalCodeHeader(t *testing.T) {
	code := "{__webpack_require__.r(__webpack_exports__);\n" +
		"/* harmony export */ __webpack_require__.d(__webpack_exports__, {\n" +
		"/* harmony export */   Cart: () => (/* binding */ Cart)\n" +
		"/* harmony export */ });\n" +
		"class Cart {}\n"
	e := newEvalCode("webpack://shop/./src/cart.js?", code)
	assert.Equal(t, 4, e.header)
	assert.False(t, e.loaders)
	assert.Equal(t, NoMap, e.resolve(2, 1, lookupEnv{}).Status, "webpack's header is no source line")
	res := e.resolve(5, 7, lookupEnv{})
	assert.Equal(t, Mapped, res.Status)
	assert.Equal(t, Position{Source: "src/cart.js", Line: 1, Column: 7}, res.Position)

	babel := newEvalCode("webpack://shop/./src/App.jsx?./node_modules/babel-loader/lib/index.js??ruleSet[1].rules[0].use!", code)
	assert.True(t, babel.loaders)
	assert.Equal(t, NoMap, babel.resolve(5, 7, lookupEnv{}).Status, "a loader's code, and no file to check it against")

	// Importing a module whose exports webpack does not know (CommonJS, or
	// a Module Federation remote's) adds a header line with Babel's mark;
	// the module's own code is still the source's.
	cjs := newEvalCode("webpack://shop/./src/main.js?", "{__webpack_require__.r(__webpack_exports__);\n"+
		"/* harmony import */ var lodash__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(/*! lodash */ \"lodash\");\n"+
		"/* harmony import */ var lodash__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(lodash__WEBPACK_IMPORTED_MODULE_0__);\n"+
		"\n"+
		"console.log((0,lodash__WEBPACK_IMPORTED_MODULE_0__.sum)(1, 2));\n")
	assert.Equal(t, 3, cjs.header)
	assert.False(t, cjs.loaders, "webpack's own header line is no loader's mark")
	res = cjs.resolve(5, 56, lookupEnv{}) // the "(" of the arguments, as browsers blame the call
	assert.Equal(t, Position{Source: "src/main.js", Line: 2, Column: 13}, res.Position, "the callee's name, sum")
}
