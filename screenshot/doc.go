// Package screenshot keeps the screenshots the browser extension takes when
// a page first breaks: PNG files in one directory, bounded by a count and a
// byte budget (the oldest go first), each tied to the tab and the moment
// of the error it was taken for, so that a reply can name the file beside
// that error.
//
//	shots, err := screenshot.Open(screenshot.Config{Dir: dir})
//	shot, err := shots.Save("7", errorTime, pngBytes)
//	path := shots.Find("7", anErrorOfThatBurst) // "" if none
//
// # Files, not images
//
// Replies carry a screenshot's file path, never the image: an agent opens
// it if it wants to, and a reply stays small. The files' names hold what
// [Store.Find] needs, so that a restarted daemon finds them again and
// keeps them within budget.
package screenshot
