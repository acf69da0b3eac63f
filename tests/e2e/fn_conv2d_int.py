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
# PyTorch's CPU convolution computes int64 tensors; ONNX's Conv has no integer form, so it is
# computed by products, exactly.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    return F.conv2d(x, w, b, padding=1, groups=2, stride=(2, 1)), F.conv2d(x, w, None, padding="same", groups=2)
