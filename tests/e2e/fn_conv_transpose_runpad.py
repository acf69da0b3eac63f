# F.conv_transpose1d/2d's output_padding given at run time (ints of the script's inputs):
# computed with the largest valid output padding and cut to the one given; one not below
# the stride (nor the dilation) fails at run time, as PyTorch raises; ConvTranspose2d's
# output_size out of the valid range likewise
# >>> inputs
# x:float32[2,4,5,6]
# w:float32[4,3,3,3]
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); a = 0; b = 0
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); a = 1; b = 0
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); a = 1; b = 1
# <<<
# >>> raises
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); a = 2; b = 0
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); a = 0; b = 3
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor, a: int, b: int) -> List[Tensor]:
    return [F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=[a, b]),
            F.conv_transpose2d(x, w, stride=(2, 3), output_padding=(b, a)),
            F.conv_transpose1d(x[:, :, 0], w[:, :, 0], stride=2, output_padding=a),
            F.conv_transpose2d(x.double(), w.double(), stride=2, output_padding=[a, b])]
