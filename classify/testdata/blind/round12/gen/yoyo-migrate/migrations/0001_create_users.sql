-- create users
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE
);
INSERT INTO users (email) VALUES ('ada@example.com');
