package scope

import "encoding/binary"

// The socket table of Windows' GetExtendedTcpTable, decoded here with no
// build tag so that its byte layout is tested on every platform; the call
// itself is in proc_windows.go.

// tcpListener is one row of the table.
type tcpListener struct {
	port      uint16
	pid       uint32
	reachable bool // on the wildcard or a loopback address
}

// decodeTCPTable reads the rows of a MIB_TCPTABLE_OWNER_PID (AF_INET) or
// MIB_TCP6TABLE_OWNER_PID (AF_INET6, v6) as Microsoft documents them: a DWORD
// count, then rows of DWORDs in little-endian order, with addresses and
// the port's low 16 bits in network byte order.
func decodeTCPTable(b []byte, v6 bool) []tcpListener {
	if len(b) < 4 {
		return nil
	}
	n := int(binary.LittleEndian.Uint32(b))
	rowSize, addrAt, addrLen, portAt, pidAt := 24, 4, 4, 8, 20 // MIB_TCPROW_OWNER_PID
	if v6 {
		rowSize, addrAt, addrLen, portAt, pidAt = 56, 0, 16, 20, 52 // MIB_TCP6ROW_OWNER_PID
	}
	var out []tcpListener
	for i := range n {
		row := b[4+i*rowSize:]
		if len(row) < rowSize {
			break
		}
		out = append(out, tcpListener{
			port:      binary.BigEndian.Uint16(row[portAt : portAt+2]),
			pid:       binary.LittleEndian.Uint32(row[pidAt : pidAt+4]),
			reachable: reachableIP(row[addrAt : addrAt+addrLen]),
		})
	}
	return out
}

// reachableIP reports whether a 4- or 16-byte address is the wildcard or
// loopback.
func reachableIP(a []byte) bool {
	if len(a) == 4 {
		return a[0] == 127 || (a[0]|a[1]|a[2]|a[3]) == 0
	}
	var zero [16]byte
	if string(a[:15]) == string(zero[:15]) && (a[15] == 0 || a[15] == 1) {
		return true // :: or ::1
	}
	return string(a[:10]) == string(zero[:10]) && a[10] == 0xff && a[11] == 0xff && a[12] == 127
}
