# >>> inputs
# a:bool[n]
# b:bool[n]
# x:int32[n]
# <<<
# >>> sets
# a = torch.tensor([True, False, True, False]); b = torch.tensor([True, True, False, False]); x = torch.tensor([1, -2, 3, 4], dtype=torch.int32)
# a = torch.rand(7) > 0.5; b = torch.rand(7) > 0.5; x = torch.randint(-5, 5, (7,), dtype=torch.int32)
# a = torch.rand(5) > 0.5; b = torch.rand(5) > 0.5; x = torch.randint(-5, 5, (5,), dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# a bool tensor with a number or a tensor of another dtype promotes: no logical op here
def f(a: Tensor, b: Tensor, x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (a + 1, a * 2, a + 1.5, 1 + a, a + x, a.add(x, alpha=3), a.add(2, alpha=3))
