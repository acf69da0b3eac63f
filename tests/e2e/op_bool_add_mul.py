# >>> inputs
# a:bool[n]
# b:bool[n]
# k:int64[]
# <<<
# >>> sets
# a = torch.tensor([True, False, True, False]); b = torch.tensor([True, True, False, False]); k = 0
# a = torch.rand(7) > 0.5; b = torch.rand(7) > 0.5; k = 3
# a = torch.rand(5) > 0.5; b = torch.rand(5) > 0.5; k = -1
# <<<
import torch
from torch import Tensor
from typing import Tuple


# bool + bool is logical or, bool * bool logical and; alpha counts as bool(alpha), so
# alpha=0 (or a run-time k == 0) leaves a; the result stays bool
def f(a: Tensor, b: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (a + b, a * b, a.add(b, alpha=2), a.add(b, alpha=0), torch.add(a, b, alpha=k),
            a.mul(b), torch.mul(b, a))
