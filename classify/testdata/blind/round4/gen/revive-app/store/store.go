package store

import "errors"

var ErrMissing = errors.New("Missing item.")

type Store struct{ items map[string]int }

func (s *Store) Get(name string) (int, error) {
	if v, ok := s.items[name]; ok {
		return v, nil
	} else {
		return 0, ErrMissing
	}
}
