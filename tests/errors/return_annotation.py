# >>> inputs
# x:float32[2,3]
# n:int64[]
# <<<
# >>> stderr
# return_annotation.py:31:5: error: return value was annotated as having type Tensor but is actually of type Tuple[Tensor, Tensor]
#    31 |     return x, x
#       |     ^~~~~~~~~~~
# return_annotation.py:35:5: error: return value was annotated as having type Tuple[Tensor, Tensor] but is actually of type Tensor
#    35 |     return x
#       |     ^~~~~~~~
# return_annotation.py:39:5: error: return value was annotated as having type float but is actually of type int
#    39 |     return 1
#       |     ^~~~~~~~
# return_annotation.py:45:5: error: return value was annotated as having type Optional[Tensor] but is actually of type bool
#    45 |     return True
#       |     ^~~~~~~~~~~
# return_annotation.py:49:5: error: a 2-dim tensor is used as float; only a 0-dim tensor converts to a number
#    49 |     return x.long()
#       |     ^~~~~~~~~~~~~~~
# return_annotation.py:53:5: error: a float32 tensor is used as int; only a tensor of an integral dtype converts to int
#    53 |     return x.sum()
#       |     ^~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def one(x: Tensor) -> Tensor:
    return x, x


def two(x: Tensor) -> Tuple[Tensor, Tensor]:
    return x


def num(x: Tensor) -> float:
    return 1


def opt(x: Tensor, n: int) -> Optional[Tensor]:
    if n > 0:
        return None
    return True


def rank(x: Tensor) -> float:
    return x.long()


def fl(x: Tensor) -> int:
    return x.sum()


def f(x: Tensor, n: int) -> Tensor:
    a = one(x)
    b = two(x)
    c = num(x)
    d = opt(x, n)
    e = rank(x)
    g = fl(x)
    return x
