# >>> inputs
# x:float32[batch,2,6,7]
# w:float32[4,2,3,2]
# b:float32[4]
# s:float32[batch,2,9]
# k:float32[3,2,4]
# <<<
# >>> sets
# x = torch.randn(2, 2, 6, 7); w = torch.randn(4, 2, 3, 2); b = torch.randn(4); s = torch.randn(2, 2, 9); k = torch.randn(3, 2, 4)
# x = torch.randn(1, 2, 6, 7); w = torch.randn(4, 2, 3, 2); b = torch.randn(4); s = torch.randn(1, 2, 9); k = torch.randn(3, 2, 4)
# x = torch.randn(3, 2, 6, 7); w = torch.randn(4, 2, 3, 2); b = torch.randn(4); s = torch.randn(3, 2, 9); k = torch.randn(3, 2, 4)
# <<<
# What Conv1d/Conv2d's forward does for padding_mode reflect/replicate/circular: F.pad by
# _reversed_padding_repeated_twice, then the convolution with padding 0; also for
# padding='same' with an even kernel, whose padding nn.Conv computes as (total // 2, rest).
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, w: Tensor, b: Tensor, s: Tensor, k: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for m in ['reflect', 'replicate', 'circular']:
        r.append(F.conv2d(F.pad(x, [1, 1, 2, 2], mode=m), w, b, 2, 0, 1, 1))
        r.append(F.conv2d(F.pad(x, [0, 1, 1, 1], mode=m), w, None, 1, 0, 1, 1))
        r.append(F.conv1d(F.pad(s, [3, 3], mode=m), k, None, 1, 0, 2, 1))
        r.append(F.conv1d(F.pad(s.double(), [1, 2], mode=m), k.double(), None, 1, 0, 1, 1))
    return r
