package catalog

// Status is where a product is in its life.
type Status int

const (
	Draft Status = iota
	Published
	Archived
	Recalled
)

// Label is the status as the shop's pages show it.
func Label(s Status) string {
	switch s {
	case Draft:
		return "draft"
	case Published:
		return "on sale"
	case Archived:
		return "no longer sold"
	}
	return "unknown"
}

// Visible says whether a product in status s is listed.
func Visible(s Status) bool {
	switch s {
	case Published:
		return true
	case Draft, Archived:
		return false
	}
	return false
}
