# >>> inputs
# x:float32[n,2,2,2]
# i0:int64[]
# i1:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2, 2, 2); i0 = torch.randint(-2, 2, ()); i1 = torch.randint(-2, 2, ())
# x = torch.randn(3, 2, 2, 2); i0 = torch.randint(-2, 2, ()); i1 = torch.randint(-2, 2, ())
# x = torch.randn(2, 2, 2, 2); i0 = torch.randint(-2, 2, ()); i1 = torch.randint(-2, 2, ())
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i0: Tensor, i1: Tensor) -> Tensor:
    # two 0-d indices, separated: their broadcast shape is [] (found by a random program)
    return x[i0, ::2, None, i1, ::2]
