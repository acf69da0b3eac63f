# >>> inputs
# x:float32[batch,4,8,8]
# w:float32[8,1,3,3]
# u:float32[4,5,6]
# wu:float32[2,4,2,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 8, 8); w = torch.randn(8, 1, 3, 3); u = torch.randn(4, 5, 6); wu = torch.randn(2, 4, 2, 3)
# x = torch.randn(1, 4, 8, 8); w = torch.randn(8, 1, 3, 3); u = torch.randn(4, 5, 6); wu = torch.randn(2, 4, 2, 3)
# x = torch.randn(3, 4, 8, 8); w = torch.randn(8, 1, 3, 3); u = torch.randn(4, 5, 6); wu = torch.randn(2, 4, 2, 3)
# <<<
# depthwise (groups = channels, a multiplier of 2) and an unbatched [C, H, W] input.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, u: Tensor, wu: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    d = F.conv2d(x, w, groups=4, padding=1)
    e = F.conv2d(u, wu, stride=2, padding=1)
    s = F.conv2d(u, wu, padding='same')
    return d, e, s
