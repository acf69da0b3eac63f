# >>> inputs
# x:float32[batch,3,h,h]
# w:float32[3,3,3,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 9, 9); w = torch.randn(3, 3, 3, 3) * 0.3; n = 0
# x = torch.randn(1, 3, 17, 17); w = torch.randn(3, 3, 3, 3) * 0.3; n = 1
# x = torch.randn(3, 3, 20, 20); w = torch.randn(3, 3, 3, 3) * 0.3; n = 3
# <<<
# A convolution in a loop whose carried tensor shrinks each run (stride 2), then a
# transposed one in a branch, float32 and float64, the sizes known only at run time.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    y = x
    z = x.double()
    for i in range(n):
        y = F.relu(F.conv2d(y, w, None, 2, 1))
        z = torch.tanh(F.conv2d(z, w.double(), None, 2, 1))
    if n > 1:
        y = F.conv_transpose2d(y, w, stride=2, padding=1, output_padding=1)
        z = F.conv_transpose2d(z, w.double(), stride=2, padding=1, output_padding=1)
    return y, z
