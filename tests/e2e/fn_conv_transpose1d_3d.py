# >>> inputs
# x:float32[batch,4,7]
# w:float32[4,2,3]
# v:float32[batch,2,3,4,2]
# w3:float32[2,3,2,3,2]
# <<<
# >>> sets
# x = torch.randn(2, 4, 7); w = torch.randn(4, 2, 3); v = torch.randn(2, 2, 3, 4, 2); w3 = torch.randn(2, 3, 2, 3, 2)
# x = torch.randn(1, 4, 7); w = torch.randn(4, 2, 3); v = torch.randn(1, 2, 3, 4, 2); w3 = torch.randn(2, 3, 2, 3, 2)
# x = torch.randn(3, 4, 7); w = torch.randn(4, 2, 3); v = torch.randn(3, 2, 3, 4, 2); w3 = torch.randn(2, 3, 2, 3, 2)
# <<<
# conv_transpose1d and conv_transpose3d, float32 and float64.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, w: Tensor, v: Tensor, w3: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for dt in [torch.float32, torch.float64]:
        r.append(F.conv_transpose1d(x.to(dt), w.to(dt), None, stride=3, padding=2, output_padding=1, groups=2, dilation=2))
        r.append(torch.conv_transpose1d(x.to(dt), w.to(dt), w[0, :, 0].to(dt)))
        r.append(F.conv_transpose3d(v.to(dt), w3.to(dt), None, stride=(2, 1, 2), padding=(1, 0, 0), output_padding=(1, 0, 1)))
    return r
