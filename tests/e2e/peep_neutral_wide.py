# The neutral-constant and negation rules (passes/onnxarith.c) at float64 and int32, the
# dtypes peep_neutral_consts does not hold: x * 1.0, x / 1.0, x - 0.0 are x; x + 0.0 is
# not (-0.0 + 0.0 is +0.0); j + 0, j * 1, j - 0 are j; j * -1 and -(-j) wrap as PyTorch's
# int32 does at its minimum.  1 / r shows a zero's sign (-inf for -0.0).
# >>> inputs
# x:float64[n]
# j:int32[m]
# <<<
# >>> sets
# x = torch.tensor([-0.0, 0.0, float('nan'), float('inf'), float('-inf'), 5e-324, -2.5], dtype=torch.float64); j = torch.tensor([0, -3, 7, -2147483648, 2147483647], dtype=torch.int32)
# x = torch.zeros(0, dtype=torch.float64); j = torch.zeros(0, dtype=torch.int32)
# x = torch.tensor([-0.0], dtype=torch.float64); j = torch.tensor([-2147483648], dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def sign(r: Tensor) -> Tensor:
    return 1.0 / r


def f(x: Tensor, j: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (sign(x * 1.0), sign(x / 1.0), sign(x - 0.0), sign(x + 0.0), x * 3.0 + 0.0,
            j + 0, j * 1, j - 0, j * -1, -(-j) + 5)
