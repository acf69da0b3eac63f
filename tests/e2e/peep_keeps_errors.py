# onnxpeep keeps every run-time error (issue 23): the inner view of a chain that fails (12
# elements viewed as 3 x 3) is not bypassed even where the outer view (-1, a size the types
# do not know) would succeed on the input itself, and a view back to the input's own shape
# after a failing one still fails; the valid sets take the shortened chains.
# >>> inputs
# x:float32[a,d]
# y:float32[b,c]
# <<<
# >>> sets
# x = torch.randn(3, 3); y = torch.randn(2, 3)
# x = torch.randn(1, 9); y = torch.randn(0, 3)
# x = torch.randn(9, 1); y = torch.randn(3, 1)
# <<<
# >>> raises
# x = torch.randn(3, 4); y = torch.randn(2, 3)
# x = torch.randn(3, 3); y = torch.randn(2, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x.view(3, 3).view(-1)
    b = y.view(-1, 3).view(y.size(0), y.size(1))
    c = y.reshape(y.size(0) * y.size(1)).view(y.size(0), y.size(1))
    return a * 2.0, b + 1.0, c
