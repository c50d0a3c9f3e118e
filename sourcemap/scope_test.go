package sourcemap

import (
	"strings"
	"testing"
)

// TestScopes reads the function around a position, marked @ in each
// source (the mark is taken out before scanning).
func TestScopes(t *testing.T) {
	tests := []struct {
		name, source, src string
		want              scope // start and end not compared
		none              bool  // top level: no function
	}{
		{name: "declaration", src: "function validate(v) {\n  if (v < 0) { @throw 1 }\n}", want: scope{name: "validate"}},
		{name: "nested declaration", src: "function a() { function b() { @x() } }", want: scope{name: "b"}},
		{name: "after a nested function", src: "function a() { function b() { x() } @y() }", want: scope{name: "a"}},
		{name: "top level", src: "function a() {}\n@a()", none: true},
		{name: "const arrow, expression body", src: "const lineTotal = (item) => @validate(item.price) * 2;\nfoo()", want: scope{name: "lineTotal"}},
		{name: "after an expression arrow", src: "const f = (x) => x * 2;\n@foo()", none: true},
		{name: "arrow without semicolon ends at the next statement", src: "function g() {\nconst f = x => x\nconst y = @1\n}", want: scope{name: "g"}},
		{name: "one-parameter arrow", src: "const f = async x => { @await x }", want: scope{name: "f"}},
		{name: "callback stays anonymous", src: "function t() { return xs.reduce((s, i) => s + @p(i), 0) }", want: scope{}},
		{name: "function expression", src: "const describe = function (cart) {\n  return @new Receipt(cart);\n};", want: scope{name: "describe"}},
		{name: "named function expression keeps its name", src: "const a = function inner() { @x() };", want: scope{name: "inner"}},
		{name: "object literal method", src: "export const ledger = {\n  entries: [],\n  record(cart) {\n    @describe(cart);\n  },\n};", want: scope{name: "record"}},
		{name: "object key arrow", src: "const o = { onClick: () => { @go() } }", want: scope{name: "onClick"}},
		{name: "member assignment", src: "button.onclick = function () { @go() }", want: scope{name: "onclick"}},
		{name: "class method", src: "class Cart {\n  summary() {\n    return @this.total;\n  }\n}", want: scope{name: "summary", class: "Cart", kind: methodFunc}},
		{name: "static method", src: "class Cart {\n  static from(items) { return @new Cart(items); }\n}", want: scope{name: "from", class: "Cart", kind: methodFunc}},
		{name: "getter", src: "class Cart {\n  get total() { return @this.items.reduce(f, 0); }\n}", want: scope{name: "total", class: "Cart", kind: getterFunc}},
		{name: "setter", src: "class Cart { set total(v) { @check(v) } }", want: scope{name: "total", class: "Cart", kind: setterFunc}},
		{name: "constructor", src: "export class Receipt {\n  constructor(cart) {\n    this.text = @cart.summary();\n  }\n}", want: scope{name: "constructor", class: "Receipt", kind: ctorFunc}},
		{name: "private method", src: "class Cart { #save() { @x() } }", want: scope{name: "#save", class: "Cart", kind: methodFunc}},
		{name: "field initializer runs in the constructor", src: "class Store {\n  items = @load();\n  save() {}\n}", want: scope{name: "constructor", class: "Store", kind: ctorFunc}},
		{name: "async method", src: "class Api { async load(id) { @await get(id) } }", want: scope{name: "load", class: "Api", kind: methodFunc}},
		{name: "class field arrow", src: "class View { handle = (e) => { @this.go(e) } }", want: scope{name: "handle", class: "View"}},
		{name: "class expression", src: "const Cart = class extends Base { size() { @x() } }", want: scope{name: "size", class: "Cart", kind: methodFunc}},
		{name: "extends", src: "class Cart extends Base.Model { size() { @x() } }", want: scope{name: "size", class: "Cart", kind: methodFunc}},
		{name: "if block in a method", src: "class A { m(x) { if (x) { for (;;) { @y() } } } }", want: scope{name: "m", class: "A", kind: methodFunc}},
		{name: "braces in strings, templates, comments, regexps", src: "function f() { const s = \"}\" + '{' + `${ {a: 1}.a }}` // }\n /* } */ ; const r = /}/; @g() }", want: scope{name: "f"}},
		{name: "division is not a regexp", src: "function f(a, b) { const x = a / b / 2; { } @g() }", want: scope{name: "f"}},
		{name: "TypeScript return type", src: "async function load(id: string): Promise<Cart> {\n  @return get(id);\n}", want: scope{name: "load"}},
		{name: "TypeScript arrow with types", src: "const price = (item: Item): number => {\n  @return item.price;\n};", want: scope{name: "price"}},
		{name: "TypeScript annotated const", src: "export const handler: Handler<Event> = async (event) => {\n  @return go(event);\n};", want: scope{name: "handler"}},
		{name: "TypeScript annotated class field", src: "class View {\n  onSave: (e: Event) => void = (e) => { @this.go(e) };\n}", want: scope{name: "onSave", class: "View"}},
		{name: "TypeScript object return type", src: "function load(id: string): { ok: boolean; n: number } {\n  @return x;\n}", want: scope{name: "load"}},
		{name: "TypeScript object type argument of the base class", src: "class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {\n  static getDerivedStateFromError(): { failed: boolean } {\n    @return { failed: true };\n  }\n}", want: scope{name: "getDerivedStateFromError", class: "Boundary", kind: methodFunc}},
		{name: "arrow with an object return type", src: "const f = (a: A): { b: B } => {\n  @return a;\n};", want: scope{name: "f"}},
		{name: "a switch case's block is no function", src: "function run(x) {\n  switch (x) {\n    case f(1): {\n      @go();\n    }\n  }\n}", want: scope{name: "run"}},
		{name: "TypeScript method with generics", src: "class Store { get<T>(key: string): T { @return x } }", want: scope{name: "get", class: "Store", kind: methodFunc}},
		{name: "JSX text with an apostrophe", src: "function Cart() {\n  return <p>Don't {count}</p>;\n}\nfunction Total() {\n  @x()\n}", want: scope{name: "Total"}},
		{name: "JSX closing tags are no regular expressions", src: "function List({ items }) {\n  return (\n    <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>\n  );\n}\n@x();", none: true},
		{name: "React component arrow", src: "export const Profile = ({ user }) => {\n  const email = @user.email.trim();\n}", want: scope{name: "Profile"}},
		{name: "default export stays anonymous", src: "export default function () { @x() }", want: scope{}},
		{name: "vue script", source: "src/Cart.vue", src: "<template><p>{{ it's }}</p></template>\n<script setup>\nfunction total() {\n  @x()\n}\n</script>", want: scope{name: "total"}},
		{name: "vue template is no function", source: "src/Cart.vue", src: "<template><p @click=\"() => { go() }\">{{ @x }}</p></template>\n<script setup>\nfunction total() {}\n</script>", none: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off := strings.IndexByte(tt.src, '@')
			if strings.HasSuffix(tt.source, ".vue") {
				off = strings.Index(tt.src, "{{ @") + 3
				if !strings.Contains(tt.src, "{{ @") {
					off = strings.LastIndex(tt.src, "@")
				}
			}
			src := tt.src[:off] + tt.src[off+1:]
			source := tt.source
			if source == "" {
				source = "src/a.ts"
			}
			got, ok := scanScopes(source, src).at(off)
			if tt.none {
				if ok {
					t.Fatalf("at %d: got %+v, want no function", off, got)
				}
				return
			}
			if !ok {
				t.Fatalf("at %d: no function, want %+v", off, tt.want)
			}
			got.start, got.end = 0, 0
			if got != tt.want {
				t.Errorf("at %d: got %+v, want %+v", off, got, tt.want)
			}
		})
	}
}
