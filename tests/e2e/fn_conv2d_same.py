# >>> inputs
# x:float32[batch,3,6,7]
# w:float32[4,3,3,3]
# we:float32[4,3,4,2]
# b:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6, 7); w = torch.randn(4, 3, 3, 3); we = torch.randn(4, 3, 4, 2); b = torch.randn(4)
# x = torch.randn(1, 3, 6, 7); w = torch.randn(4, 3, 3, 3); we = torch.randn(4, 3, 4, 2); b = torch.randn(4)
# x = torch.randn(3, 3, 6, 7); w = torch.randn(4, 3, 3, 3); we = torch.randn(4, 3, 4, 2); b = torch.randn(4)
# <<<
# padding='same' with odd and even kernels (PyTorch puts the odd one of an even total at the
# end), with dilation, and 'valid'.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, we: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    s1 = F.conv2d(x, w, b, padding='same')
    s2 = F.conv2d(x, we, b, padding='same')
    s3 = F.conv2d(x, we, None, padding='same', dilation=(1, 2))
    s4 = F.conv2d(x, w, b, 1, 'same', 2)
    v = F.conv2d(x, we, b, padding='valid')
    return s1, s2, s3, s4, v
