package store

import "errors"

type DB_Conn struct {
	Url string
}

func NewDB(url string) *DB_Conn {
	return &DB_Conn{Url: url}
}

func (d *DB_Conn) Get(id int) (string, error) {
	if id < 0 {
		return "", errors.New("Negative id.")
	}
	return "", nil
}
