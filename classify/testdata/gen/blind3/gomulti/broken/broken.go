package broken

// Name returns a name.
func Name() string { return 42 }
