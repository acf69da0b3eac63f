# >>> inputs
# x:float32[b,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 2
# x = torch.randn(1, 3); k = 0
# x = torch.randn(4, 3); k = 3
# x = torch.randn(0, 3); k = 1
# <<<
# repeat_interleave with an int count: along a dim (negative too), flattened without one,
# a count known only at run time, 0, a 0-d tensor, ints, an empty dim
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.repeat_interleave(x, 2, 0)
    b = x.repeat_interleave(k, dim=-1)
    c = torch.repeat_interleave(x, 3)
    d = torch.repeat_interleave(x.sum(), 2)
    e = torch.repeat_interleave(x.long(), k, 1)
    g = x.repeat_interleave(1, 0, output_size=None)
    return a, b, c, d, e, g
