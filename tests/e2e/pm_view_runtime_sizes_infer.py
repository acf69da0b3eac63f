# view/reshape to sizes that are ints known only at run time, one of which may be -1: PyTorch
# infers it, and raises where another size is 0 ("the unspecified dimension size -1 can be
# any value"), which Reshape with allowzero=1 would infer as 0 instead; a 0 without a -1
# is an empty dim.  The sizes are plain ints (not x's sizes), so their signs are not known.
# >>> inputs
# x:float32[N,6]
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 6); a = 2; b = -1
# x = torch.randn(2, 6); a = -1; b = 4
# x = torch.randn(0, 6); a = 0; b = 5
# x = torch.randn(0, 6); a = 7; b = 0
# x = torch.randn(3, 6); a = 1; b = 18
# <<<
# >>> raises
# x = torch.randn(0, 6); a = 0; b = -1
# x = torch.randn(0, 6); a = -1; b = 0
# x = torch.randn(2, 6); a = 5; b = -1
# x = torch.randn(2, 6); a = -1; b = -1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, a: int, b: int) -> Tuple[Tensor, Tensor]:
    s: List[int] = [a, b]
    return x.view(a, b) * 2.0, x.reshape(s).sum(0)
