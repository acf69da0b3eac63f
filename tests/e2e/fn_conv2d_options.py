# >>> inputs
# x:float32[batch,4,7,9]
# w:float32[6,2,3,3]
# b:float32[6]
# w2:float32[6,4,2,2]
# <<<
# >>> sets
# x = torch.randn(2, 4, 7, 9); w = torch.randn(6, 2, 3, 3); b = torch.randn(6); w2 = torch.randn(6, 4, 2, 2)
# x = torch.randn(1, 4, 7, 9); w = torch.randn(6, 2, 3, 3); b = torch.randn(6); w2 = torch.randn(6, 4, 2, 2)
# x = torch.randn(3, 4, 7, 9); w = torch.randn(6, 2, 3, 3); b = torch.randn(6); w2 = torch.randn(6, 4, 2, 2)
# <<<
# F.conv2d and torch.conv2d with the user's own weights: stride, padding, dilation, groups as
# ints and tuples, bias None, stride larger than the kernel, odd sizes, a symbolic batch.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, b: Tensor, w2: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = F.conv2d(x, w, b, stride=2, padding=1, groups=2)
    c = F.conv2d(x, w, None, (1, 2), (0, 3), (2, 1), 2)
    d = F.conv2d(x, w2, b, stride=3)
    e = torch.conv2d(x, w2, b, [1], [2], [3, 2])
    g = F.conv2d(x, w2, dilation=2, padding=(2, 1))
    h = F.conv2d(x, w, bias=b, groups=2, stride=[2, 1], padding=[1])
    return a, c, d, e, g, h
