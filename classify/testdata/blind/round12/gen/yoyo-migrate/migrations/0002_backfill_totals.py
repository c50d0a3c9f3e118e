"""
Backfill order totals from their lines
"""

from yoyo import step

__depends__ = {"0001_create_users"}


def add_totals(conn):
    cursor = conn.cursor()
    cursor.execute("ALTER TABLE users ADD COLUMN lifetime_total NUMERIC DEFAULT 0")
    for user_id, in cursor.execute("SELECT id FROM users").fetchall():
        cursor.execute("UPDATE users SET lifetime_total = ? WHERE id = ?", (totals[user_id], user_id))


def drop_totals(conn):
    conn.cursor().execute("ALTER TABLE users DROP COLUMN lifetime_total")


steps = [step(add_totals, drop_totals)]
