# >>> inputs
# a:bool[n]
# b:bool[n]
# <<<
# >>> sets
# a = torch.tensor([True, False, True, False]); b = torch.tensor([True, True, False, False])
# a = torch.rand(7) > 0.5; b = torch.rand(7) > 0.5
# a = torch.rand(5) > 0.5; b = torch.rand(5) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


# the maximum of bools is or, the minimum and; clamp with one bound is one of them;
# sign(True) is True
def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.maximum(a, b), torch.minimum(a, b), torch.max(a, b), torch.min(a, b),
            a.clamp(min=b), a.clamp(max=b), a.sign())
