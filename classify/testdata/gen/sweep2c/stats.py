from typing import Optional


def mean(values: list[int]) -> float:
    return sum(values) / len(values)


def find(names: list[str], name: str) -> Optional[int]:
    if name in names:
        return names.index(name)
    return None


def report(names: list[str]) -> str:
    idx = find(names, "tea")
    return "tea at " + idx


total: int = mean([1, 2, 3])
print(report(["tea"]).upper(1))
