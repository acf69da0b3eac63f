from torch import Tensor


def g0(x: Tensor) -> Tensor:
    return x + 1


def g1(x: Tensor) -> Tensor:
    return g0(g0(x))


def g2(x: Tensor) -> Tensor:
    return g1(g1(x))


def g3(x: Tensor) -> Tensor:
    return g2(g2(x))


def g4(x: Tensor) -> Tensor:
    return g3(g3(x))


def g5(x: Tensor) -> Tensor:
    return g4(g4(x))


def g6(x: Tensor) -> Tensor:
    return g5(g5(x))


def g7(x: Tensor) -> Tensor:
    return g6(g6(x))


def g8(x: Tensor) -> Tensor:
    return g7(g7(x))


def g9(x: Tensor) -> Tensor:
    return g8(g8(x))


def g10(x: Tensor) -> Tensor:
    return g9(g9(x))


def g11(x: Tensor) -> Tensor:
    return g10(g10(x))


def g12(x: Tensor) -> Tensor:
    return g11(g11(x))


def g13(x: Tensor) -> Tensor:
    return g12(g12(x))


def g14(x: Tensor) -> Tensor:
    return g13(g13(x))


def g15(x: Tensor) -> Tensor:
    return g14(g14(x))


def g16(x: Tensor) -> Tensor:
    return g15(g15(x))


def g17(x: Tensor) -> Tensor:
    return g16(g16(x))


def g18(x: Tensor) -> Tensor:
    return g17(g17(x))


def g19(x: Tensor) -> Tensor:
    return g18(g18(x))


def g20(x: Tensor) -> Tensor:
    return g19(g19(x))


def g21(x: Tensor) -> Tensor:
    return g20(g20(x))


def g22(x: Tensor) -> Tensor:
    return g21(g21(x))


def g23(x: Tensor) -> Tensor:
    return g22(g22(x))


def f(x: Tensor) -> Tensor:
    return g23(x)
