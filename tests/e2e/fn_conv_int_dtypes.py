# >>> inputs
# x:int64[batch,2,5,6]
# w:int64[4,1,2,3]
# b:int64[4]
# <<<
# >>> sets
# x = torch.randint(-9, 9, (2, 2, 5, 6)); w = torch.randint(-9, 9, (4, 1, 2, 3)); b = torch.randint(-9, 9, (4,))
# x = torch.randint(-9, 9, (1, 2, 5, 6)); w = torch.randint(-9, 9, (4, 1, 2, 3)); b = torch.randint(-9, 9, (4,))
# x = torch.randint(-9, 9, (3, 2, 5, 6)); w = torch.randint(-9, 9, (4, 1, 2, 3)); b = torch.randint(-9, 9, (4,))
# <<<
# PyTorch's CPU convolution computes every integer dtype, its conv_transpose int64 only; ONNX's
# Conv has no integer form, so they are computed by products (int8, int16 and uint8 in int32,
# converted back: the sums wrap alike; small values here).
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, w: Tensor, b: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for dt in [torch.int32, torch.int16, torch.int8]:
        r.append(F.conv2d(x.to(dt), w.to(dt), b.to(dt), padding=1, groups=2))
    u = (x.abs() % 3).to(torch.uint8)
    r.append(F.conv2d(u, (w.abs() % 3).to(torch.uint8), None, 2, 1, 1, 2))
    r.append(F.conv_transpose2d(x, w[:2], b[:1], stride=2, padding=1, output_padding=1))
    r.append(F.conv_transpose1d(x[:, :, 0], w[:2, :, 0], None, 3, 0, 2, 2))
    return r
