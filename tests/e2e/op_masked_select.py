# >>> inputs
# x:float32[b,3]
# m:bool[b,3]
# r:bool[3]
# <<<
# >>> sets
# x = torch.tensor([[1., 2., 3.], [4., 5., 6.]]); m = torch.tensor([[True, False, True], [False, False, True]]); r = torch.tensor([False, True, True])
# x = torch.randn(4, 3); m = torch.zeros(4, 3, dtype=torch.bool); r = torch.tensor([True, True, True])
# x = torch.zeros(0, 3); m = torch.zeros(0, 3, dtype=torch.bool); r = torch.tensor([True, False, False])
# <<<
# masked_select: a run-time length; the mask broadcast over x and x over the mask; none
# selected; an empty x; 0-d; ints; a uint8 mask (deprecated, taken)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, m: Tensor, r: Tensor) -> List[Tensor]:
    return [torch.masked_select(x, m), x.masked_select(r), torch.masked_select(x[0] if x.size(0) > 0 else x.sum(0), m),
            torch.masked_select(x.sum(), r), torch.masked_select(x.sum(), r[0]),
            (x * 10).long().masked_select(x > 0.5), x.masked_select(m.to(torch.uint8))]
