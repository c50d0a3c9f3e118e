// Package skills embeds the agent skills errbundle ships, in the Agent
// Skills format (a folder with a SKILL.md whose front matter gives name and
// description), for errbundle skill install to copy out.
package skills

import _ "embed"

// Errbundle is skills/errbundle/SKILL.md: how an agent uses errbundle from
// the command line.
//
//go:embed errbundle/SKILL.md
var Errbundle []byte
