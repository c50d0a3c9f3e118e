package scope

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The rows below are laid out by hand as Microsoft documents
// MIB_TCPTABLE_OWNER_PID / MIB_TCPROW_OWNER_PID and their TCP6 forms
// (learn.microsoft.com, iphlpapi "MIB_TCPROW_OWNER_PID structure"): no
// Windows runs here, so this checks the decoding against the documented
// layout, not against a real table.
func TestDecodeTCPTable(t *testing.T) {
	row4 := func(addr [4]byte, port uint16, pid uint32) []byte {
		b := make([]byte, 24)
		binary.LittleEndian.PutUint32(b[0:], 2) // MIB_TCP_STATE_LISTEN
		copy(b[4:8], addr[:])
		binary.BigEndian.PutUint16(b[8:], port) // network order in the low word
		binary.LittleEndian.PutUint32(b[20:], pid)
		return b
	}
	table := binary.LittleEndian.AppendUint32(nil, 3)
	table = append(table, row4([4]byte{127, 0, 0, 1}, 5173, 4242)...)
	table = append(table, row4([4]byte{0, 0, 0, 0}, 3000, 4243)...)
	table = append(table, row4([4]byte{192, 168, 1, 2}, 8080, 4244)...)
	assert.Equal(t, []tcpListener{
		{port: 5173, pid: 4242, reachable: true},
		{port: 3000, pid: 4243, reachable: true},
		{port: 8080, pid: 4244, reachable: false},
	}, decodeTCPTable(table, false))

	row6 := func(addr [16]byte, port uint16, pid uint32) []byte {
		b := make([]byte, 56)
		copy(b[0:16], addr[:])
		binary.BigEndian.PutUint16(b[20:], port)
		binary.LittleEndian.PutUint32(b[48:], 2)
		binary.LittleEndian.PutUint32(b[52:], pid)
		return b
	}
	loop6 := [16]byte{15: 1}
	doc6 := [16]byte{0x20, 0x01, 0x0d, 0xb8, 15: 1}
	table6 := binary.LittleEndian.AppendUint32(nil, 2)
	table6 = append(table6, row6(loop6, 5174, 7)...)
	table6 = append(table6, row6(doc6, 443, 8)...)
	assert.Equal(t, []tcpListener{
		{port: 5174, pid: 7, reachable: true},
		{port: 443, pid: 8, reachable: false},
	}, decodeTCPTable(table6, true))

	// A count past the rows given reads what is there, and no further.
	assert.Len(t, decodeTCPTable(table6[:4+56+10], true), 1)
	assert.Nil(t, decodeTCPTable([]byte{1}, false))
}
