package extension

// ChromeID is the Chromium extension id of errbundle's extension: the
// manifest's "key" (a public key; no one holds the private one) pins it,
// so every unpacked install has this id and the daemon can tell its own
// extension's requests from another extension's. Firefox gives each
// install a random moz-extension:// id instead, which the user names to
// the daemon with --allow-reader.
const ChromeID = "flnpbhkbdffkcljoplbgndijjoidhdng"

// ChromeOrigin is the Origin of the extension's pages and worker in
// Chromium.
const ChromeOrigin = "chrome-extension://" + ChromeID
