package notests

// Hello says hello.
func Hello() string { return "hello" }
