# >>> inputs
# x:float32[batch,4,5,6]
# w:float32[4,3,3,3]
# b:float32[6]
# u:float32[4,3,4]
# <<<
# >>> sets
# x = torch.randn(2, 4, 5, 6); w = torch.randn(4, 3, 3, 3); b = torch.randn(6); u = torch.randn(4, 3, 4)
# x = torch.randn(1, 4, 5, 6); w = torch.randn(4, 3, 3, 3); b = torch.randn(6); u = torch.randn(4, 3, 4)
# x = torch.randn(0, 4, 5, 6); w = torch.randn(4, 3, 3, 3); b = torch.randn(6); u = torch.randn(4, 3, 4)
# <<<
# F.conv_transpose2d: stride, padding, output_padding (below the stride, and below the
# dilation with stride 1), groups, dilation, no bias, unbatched, an empty batch; float32 as
# ONNX ConvTranspose and float64 computed by products.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, w: Tensor, b: Tensor, u: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for dt in [torch.float32, torch.float64]:
        xx = x.to(dt)
        ww = w.to(dt)
        bb = b.to(dt)
        r.append(F.conv_transpose2d(xx, ww, bb, stride=2, padding=1, output_padding=1, groups=2))
        r.append(F.conv_transpose2d(xx, ww, None, stride=(3, 2), padding=(0, 2), output_padding=(2, 0)))
        r.append(F.conv_transpose2d(xx, ww, bb[:3], 1, 1, 1, 1, 2))
        r.append(F.conv_transpose2d(xx, ww, None, dilation=(2, 1), stride=2, groups=4))
        r.append(F.conv_transpose2d(xx, ww, bb[:3], stride=(1, 2), output_padding=(1, 1), dilation=2))
        r.append(torch.conv_transpose2d(u.to(dt), ww, bb[:3], 2, 1))
    return r
