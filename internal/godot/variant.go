package godot

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Variant types, the low byte of a Variant's header (Godot 4's
// core/variant/variant.h order, which core/io/marshalls.cpp writes).
const (
	typeNil          = 0
	typeBool         = 1
	typeInt          = 2
	typeFloat        = 3
	typeString       = 4
	typeVector2      = 5
	typeColor        = 20
	typeStringName   = 21
	typeDictionary   = 27
	typeArray        = 28
	typeByteArray    = 29
	typeInt32Array   = 30
	typeInt64Array   = 31
	typeFloat32Array = 32
	typeFloat64Array = 33
	typeStringArray  = 34
)

// flag64 marks an INT or FLOAT (and the real_t parts of vectors) written
// in 64 bits.
const flag64 = 1 << 16

// maxDepth bounds nesting: Godot's own decoder stops at 512; the debugger
// protocol nests three deep.
const maxDepth = 64

// errUnsupported is a Variant type the debugger's errors never carry
// (objects, callables, node paths): its message is skipped, not read.
var errUnsupported = errors.New("unsupported variant type")

// Pair is one entry of a Dictionary, in the order it was written.
type Pair struct {
	Key, Value any
}

// fixedFloats is how many real_t (or, for the I types, int32) parts each
// fixed-size math type has, from VECTOR2 to COLOR.
var fixedFloats = map[byte]int{
	5: 2, 6: 2, 7: 4, 8: 4, 9: 3, 10: 3, 11: 6, 12: 4, 13: 4, 14: 4, 15: 4, 16: 6, 17: 9, 18: 12, 19: 16, 20: 4,
}

// intParts marks the math types made of int32s, whatever flag64 says.
var intParts = map[byte]bool{6: true, 8: true, 10: true, 13: true}

// decoder reads Variants from one message's bytes.
type decoder struct {
	b   []byte
	off int
}

// Decode reads one Variant from b and returns it with the bytes it used.
// The Go value is nil, bool, int64, float64, string (STRING and
// STRING_NAME), []any (ARRAY), []Pair (DICTIONARY), []byte, []int64
// (the packed int arrays), []float64 (the packed float arrays and the math
// types' parts) or []string.
func Decode(b []byte) (any, int, error) {
	d := decoder{b: b}
	v, err := d.value(0)
	return v, d.off, err
}

func (d *decoder) u32() (uint32, error) {
	if len(d.b)-d.off < 4 {
		return 0, fmt.Errorf("truncated at byte %d", d.off)
	}
	v := binary.LittleEndian.Uint32(d.b[d.off:])
	d.off += 4
	return v, nil
}

func (d *decoder) u64() (uint64, error) {
	if len(d.b)-d.off < 8 {
		return 0, fmt.Errorf("truncated at byte %d", d.off)
	}
	v := binary.LittleEndian.Uint64(d.b[d.off:])
	d.off += 8
	return v, nil
}

// count reads an element count and checks that the bytes left can hold
// that many elements of at least size bytes, so that a forged count
// allocates nothing.
func (d *decoder) count(size int) (int, error) {
	n, err := d.u32()
	if err != nil {
		return 0, err
	}
	n &= 0x7fffffff // the top bit was Godot 3's "shared" flag
	if uint64(n)*uint64(size) > uint64(len(d.b)-d.off) {
		return 0, fmt.Errorf("count %d at byte %d: longer than the message", n, d.off-4)
	}
	return int(n), nil
}

func (d *decoder) str() (string, error) {
	n, err := d.count(1)
	if err != nil {
		return "", err
	}
	s := string(d.b[d.off : d.off+n])
	d.off += n
	pad := (4 - n%4) % 4
	if len(d.b)-d.off < pad {
		return "", fmt.Errorf("truncated at byte %d", d.off)
	}
	d.off += pad
	return s, nil
}

func (d *decoder) value(depth int) (any, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("nested deeper than %d", maxDepth)
	}
	h, err := d.u32()
	if err != nil {
		return nil, err
	}
	typ := byte(h)
	switch typ {
	case typeNil:
		return nil, nil
	case typeBool:
		v, err := d.u32()
		return v != 0, err
	case typeInt:
		if h&flag64 != 0 {
			v, err := d.u64()
			return int64(v), err
		}
		v, err := d.u32()
		return int64(int32(v)), err
	case typeFloat:
		if h&flag64 != 0 {
			v, err := d.u64()
			return math.Float64frombits(v), err
		}
		v, err := d.u32()
		return float64(math.Float32frombits(v)), err
	case typeString, typeStringName:
		return d.str()
	case typeArray:
		if err := d.containerType(h >> 16); err != nil {
			return nil, err
		}
		n, err := d.count(4)
		if err != nil {
			return nil, err
		}
		out := make([]any, 0, n)
		for range n {
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case typeDictionary:
		if err := d.containerType(h >> 16); err != nil {
			return nil, err
		}
		if err := d.containerType(h >> 18); err != nil {
			return nil, err
		}
		n, err := d.count(8)
		if err != nil {
			return nil, err
		}
		out := make([]Pair, 0, n)
		for range n {
			k, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			out = append(out, Pair{k, v})
		}
		return out, nil
	case typeByteArray:
		n, err := d.count(1)
		if err != nil {
			return nil, err
		}
		out := append([]byte(nil), d.b[d.off:d.off+n]...)
		d.off += n
		pad := (4 - n%4) % 4
		if len(d.b)-d.off < pad {
			return nil, fmt.Errorf("truncated at byte %d", d.off)
		}
		d.off += pad
		return out, nil
	case typeInt32Array, typeInt64Array:
		size := 4
		if typ == typeInt64Array {
			size = 8
		}
		n, err := d.count(size)
		if err != nil {
			return nil, err
		}
		out := make([]int64, n)
		for i := range out {
			if size == 4 {
				v, _ := d.u32()
				out[i] = int64(int32(v))
			} else {
				v, _ := d.u64()
				out[i] = int64(v)
			}
		}
		return out, nil
	case typeFloat32Array, typeFloat64Array:
		return d.floats(typ == typeFloat64Array, -1)
	case typeStringArray:
		n, err := d.count(4)
		if err != nil {
			return nil, err
		}
		out := make([]string, 0, n)
		for range n {
			s, err := d.str()
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	if parts, ok := fixedFloats[typ]; ok {
		wide := h&flag64 != 0 && !intParts[typ] && typ != typeColor
		return d.floats(wide, parts)
	}
	return nil, fmt.Errorf("type %d at byte %d: %w", typ, d.off-4, errUnsupported)
}

// floats reads n floats (n < 0: a count first), 64-bit if wide.
func (d *decoder) floats(wide bool, n int) ([]float64, error) {
	size := 4
	if wide {
		size = 8
	}
	if n < 0 {
		var err error
		if n, err = d.count(size); err != nil {
			return nil, err
		}
	} else if len(d.b)-d.off < n*size {
		return nil, fmt.Errorf("truncated at byte %d", d.off)
	}
	out := make([]float64, n)
	for i := range out {
		if wide {
			v, _ := d.u64()
			out[i] = math.Float64frombits(v)
		} else {
			v, _ := d.u32()
			out[i] = float64(math.Float32frombits(v))
		}
	}
	return out, nil
}

// containerType skips what a typed Array or Dictionary (Godot 4.4+) says
// of its element type, from the two header bits kind: none, a built-in
// type's number, a class name, or a script's path.
func (d *decoder) containerType(kind uint32) error {
	switch kind & 3 {
	case 1:
		_, err := d.u32()
		return err
	case 2, 3:
		_, err := d.str()
		return err
	}
	return nil
}

// Encode appends the Variant form of v: nil, bool, int, int64, string or
// []any of those, the types the debugger's commands use.
func Encode(b []byte, v any) []byte {
	le := binary.LittleEndian
	switch v := v.(type) {
	case nil:
		return le.AppendUint32(b, typeNil)
	case bool:
		b = le.AppendUint32(b, typeBool)
		if v {
			return le.AppendUint32(b, 1)
		}
		return le.AppendUint32(b, 0)
	case int:
		return Encode(b, int64(v))
	case int64:
		if v == int64(int32(v)) {
			b = le.AppendUint32(b, typeInt)
			return le.AppendUint32(b, uint32(int32(v)))
		}
		b = le.AppendUint32(b, typeInt|flag64)
		return le.AppendUint64(b, uint64(v))
	case string:
		b = le.AppendUint32(b, typeString)
		b = le.AppendUint32(b, uint32(len(v)))
		b = append(b, v...)
		for range (4 - len(v)%4) % 4 {
			b = append(b, 0)
		}
		return b
	case []any:
		b = le.AppendUint32(b, typeArray)
		b = le.AppendUint32(b, uint32(len(v)))
		for _, e := range v {
			b = Encode(b, e)
		}
		return b
	}
	panic(fmt.Sprintf("godot.Encode: %T is not a debugger command's type", v))
}
