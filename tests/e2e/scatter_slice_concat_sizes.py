# slice_scatter with constant bounds and step 1 (the rows before the slice, src, the rows
# after it, concatenated) where src's rows are known only at run time (s[:2, :4]): a src of other rows
# than the clamped slice's (1:3 of 2 rows is 1 row) or of another row size raises, as in
# PyTorch; bounds both negative, an end past the size, an empty slice (3:1 writes nothing).
# >>> inputs
# x:float32[n,4]
# s:float32[k,m]
# <<<
# >>> sets
# x = torch.randn(5, 4); s = torch.randn(2, 4)
# x = torch.randn(3, 4); s = torch.randn(3, 6)
# x = torch.randn(9, 4); s = torch.tensor([[float('inf'), -0.0, float('nan'), 1.0], [2.0, 3.0, 4.0, 5.0]])
# <<<
# >>> raises
# x = torch.randn(5, 4); s = torch.randn(1, 4)
# x = torch.randn(2, 4); s = torch.randn(2, 4)
# x = torch.randn(5, 4); s = torch.randn(2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    t = s[:2, :4]
    return (torch.slice_scatter(x, t, 0, 1, 3), torch.slice_scatter(x, t, 0, -3, -1),
            torch.slice_scatter(x[:3], t[:1], 0, 2, 100), torch.slice_scatter(x, t[:0], 0, 3, 1))
