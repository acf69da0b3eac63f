# >>> inputs
# x:float32[batch,4,11]
# w:float32[6,2,4]
# b:float32[6]
# v:float32[batch,2,5,6,4]
# w3:float32[3,2,2,3,2]
# <<<
# >>> sets
# x = torch.randn(2, 4, 11); w = torch.randn(6, 2, 4); b = torch.randn(6); v = torch.randn(2, 2, 5, 6, 4); w3 = torch.randn(3, 2, 2, 3, 2)
# x = torch.randn(1, 4, 11); w = torch.randn(6, 2, 4); b = torch.randn(6); v = torch.randn(1, 2, 5, 6, 4); w3 = torch.randn(3, 2, 2, 3, 2)
# x = torch.randn(0, 4, 11); w = torch.randn(6, 2, 4); b = torch.randn(6); v = torch.randn(0, 2, 5, 6, 4); w3 = torch.randn(3, 2, 2, 3, 2)
# <<<
# conv1d and conv3d (F. and torch.), 'same' with an even kernel, stride, dilation, groups,
# an empty batch; the float64 versions computed by products.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, w: Tensor, b: Tensor, v: Tensor, w3: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = F.conv1d(x, w, b, stride=2, padding=1, groups=2)
    s = F.conv1d(x, w, None, padding='same', dilation=3, groups=2)
    t = torch.conv1d(x, w, b, 3, 0, 1, 2)
    c = F.conv3d(v, w3, None, stride=(1, 2, 1), padding=(1, 0, 2), dilation=(2, 1, 1))
    d = F.conv3d(v, w3, None, padding='same')
    a64 = F.conv1d(x.double(), w.double(), b.double(), stride=2, padding=1, groups=2)
    s64 = F.conv1d(x.double(), w.double(), None, padding='same', dilation=3, groups=2)
    c64 = F.conv3d(v.double(), w3.double(), None, stride=(1, 2, 1), padding=(1, 0, 2), dilation=(2, 1, 1))
    return a, s, t, c, d, a64, s64, c64
