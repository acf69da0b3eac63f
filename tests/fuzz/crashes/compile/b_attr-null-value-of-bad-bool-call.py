def f(x: int):
    return bool(y).s
