import subprocess
import sqlite3


def export(name):
    subprocess.call("tar czf /tmp/" + name + ".tgz orders/", shell=True)


def find(db, customer):
    cur = db.cursor()
    cur.execute("SELECT * FROM orders WHERE customer = '%s'" % customer)
    return cur.fetchall()
