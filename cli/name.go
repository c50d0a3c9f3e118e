package cli

import (
	"context"
	"path/filepath"
	"time"

	"github.com/errbundle/errbundle/relay"
)

// ProcessID is the id errbundle run gives command run in dir when --name
// is not set: [relay.ProcessName], unless the daemon on addr already knows
// a process of that name from another directory (two projects each
// running "npm run dev"); then the directory's name is added
// ("npm-run-dev-shop"), so the two stay apart.
func ProcessID(ctx context.Context, addr string, command []string, dir string) string {
	id := relay.ProcessName(command)
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	st, err := FetchStatus(ctx, addr)
	if err != nil {
		return id
	}
	for _, p := range st.Processes {
		if p.ID == id && p.Project != "" && p.Project != dir {
			return relay.ProcessName([]string{id, filepath.Base(dir)})
		}
	}
	return id
}
