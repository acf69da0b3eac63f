# Arithmetic with a neutral constant is x itself only where that is exact: x * 1.0, x / 1,
# x - 0.0, n + 0, m & True, m | False; x + 0.0 is not (-0.0 + 0.0 is +0.0), nor
# x * ones(1, 1), which broadcasts x to a higher rank.  The sets hold -0.0, NaN, ±inf and a
# subnormal; 1 / r shows a zero's sign (-inf for -0.0).  (-0.0 as a constant:
# peep_neutral_negzero; TorchScript pools -0.0 with a 0.0 of the same graph.)
# >>> inputs
# x:float32[n]
# k:int64[m]
# <<<
# >>> sets
# x = torch.tensor([-0.0, 0.0, float('nan'), float('inf'), float('-inf'), 1e-40, -2.5]); k = torch.tensor([0, -3, 7])
# x = torch.zeros(0); k = torch.zeros(0, dtype=torch.int64)
# x = torch.tensor([-0.0]); k = torch.tensor([9223372036854775807])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def sign(r: Tensor) -> Tensor:
    return 1.0 / r


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    m = k > 0
    return (sign(x * 1.0), sign(x / 1.0), sign(x - 0.0), sign(x + 0.0), x * 2.0 + 0.0,
            x / 1.0 - 0.0, x * torch.ones(1, 1), k + 0, m & torch.tensor(True),
            m | torch.tensor(False))
