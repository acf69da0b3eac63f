# >>> inputs
# x:float32[4,3]
# <<<
# >>> sets
# x = torch.randn(4, 3)
# x = torch.randn(4, 3)
# x = torch.randn(4, 3)
# <<<
# (w_view_unbind_chunk_split.py with the dim unbind takes apart fixed.) Wrong if writes through pieces of unbind/chunk/split (views) do not reach the base.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a, b = x.chunk(2)
    a += 1.0
    c = x.split(1)[3]
    c.zero_()
    r = x.unbind(1)[0]
    r.fill_(-4.0)
    return x
