# The same operators on constants, which scriptc folds at compile time: the results' kinds
# and values must still be TorchScript's (float // int is a float, int ** int a float,
# Python's signs for // and % of negative operands).
# >>> inputs
# t:float32[2]
# <<<
# >>> sets
# t = torch.tensor([1.0, 2.0])
# t = torch.tensor([-0.5, 3.0])
# t = torch.tensor([0.0, 0.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(t: Tensor) -> Tuple[Tuple[int, int, float, float, float, float, float, float], Tuple[float, float, float, float, float, float, float, float], Tuple[float, float, int, int]]:
    return ((-7 // 2, -7 % 3, 2 ** -1, 7 / -2,
             -7 // 2.0, 7 % -2.5, 2 ** 0.5, -7 / 2.0),
            (7.5 // 2, 7.5 % -2, (-1.5) ** 3, 7.5 / -2,
             7.5 // -2.0, 7.5 % -2.0, 2.25 ** 0.5, -7.5 / 2.5),
            ((t.sum() * 0 + 1).item() * (7.5 // 2), 2 ** 3, 7 // -2, -7 % -3))
