# >>> inputs
# x:float32[b,6]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 6); k = 6
# x = torch.randn(5, 6); k = 4
# x = torch.randn(5, 6); k = 1
# x = torch.randn(1, 6); k = 2
# <<<
# split, chunk and unbind whose count is known only at run time, returned as they are: three
# sequence outputs. x.split(k, 1): 1, 2 or 6 pieces (the last one shorter); x.chunk(k): 1 to
# 5 pieces along the symbolic dim; x.unbind(0): b pieces (1 or 5).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: int) -> Tuple[List[Tensor], List[Tensor], List[Tensor]]:
    return x.split(k, 1), x.chunk(k), (x * 2.0).unbind(0)
