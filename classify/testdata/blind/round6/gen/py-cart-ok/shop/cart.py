"""Cart arithmetic."""


def total(lines):
    return sum(line["cents"] * line["qty"] for line in lines)


def discount(cents, code):
    if code == "HALF":
        return (cents + 1) // 2
    if code == "TENOFF":
        return max(0, cents - 1000)
    return cents


def line_label(line):
    return line["name"] + " x " + str(line["qty"])
