def f() -> int:
    return 9223372036854775807 + 1
