package broken

import "testing"

func TestName(t *testing.T) { _ = Name() }
