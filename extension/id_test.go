package extension

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Chromium derives an extension's id from its key: the first 16 bytes of
// the SHA-256 of the DER public key, in hex, each digit mapped to a-p.
func TestChromeIDIsTheManifestKeys(t *testing.T) {
	raw, err := Files.ReadFile("manifest.json")
	require.NoError(t, err)
	var m struct{ Key string }
	require.NoError(t, json.Unmarshal(raw, &m))
	der, err := base64.StdEncoding.DecodeString(m.Key)
	require.NoError(t, err, "the manifest key is base64 DER")
	sum := sha256.Sum256(der)
	id := []byte(hex.EncodeToString(sum[:16]))
	for i, c := range id {
		if c <= '9' {
			id[i] = 'a' + c - '0'
		} else {
			id[i] = 'a' + 10 + c - 'a'
		}
	}
	assert.Equal(t, ChromeID, string(id))
}
