# >>> inputs
# x:float32[batch,3,5]
# y:float32[batch,2,4,6]
# z:float32[batch,2,3,4,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 5); y = torch.randn(2, 2, 4, 6); z = torch.randn(2, 2, 3, 4, 5)
# x = torch.randn(1, 3, 5); y = torch.randn(1, 2, 4, 6); z = torch.randn(1, 2, 3, 4, 5)
# x = torch.randn(3, 3, 5); y = torch.randn(3, 2, 4, 6); z = torch.randn(3, 2, 3, 4, 5)
# <<<
# F.pad in every mode on 1-d, 2-d and 3-d padding, batched and not, negative pads (which
# crop first), pads up to the size (reflect: below it), and a value.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for m in ['reflect', 'replicate', 'circular']:
        r.append(F.pad(x, [2, 1], mode=m))
        r.append(F.pad(x, (-1, 3), m))
        r.append(F.pad(y, [1, -2, 3, 0], mode=m))
        r.append(F.pad(z, [1, 2, 0, 1, 2, 2], mode=m))
        if m != 'circular':
            r.append(F.pad(x[0], [4, 4], mode=m))
            r.append(F.pad(y[0], [1, 1, 2, 3], mode=m))
            r.append(F.pad(z[0], [1, 2, 0, 1, 2, 2], mode=m, value=0.0))
        else:
            r.append(F.pad(x, [5, 5], mode=m))
    r.append(F.pad(x, [2, 1]))
    r.append(F.pad(x, [2, 1, 0, 1, 1, 0], value=-1.5))
    r.append(F.pad(y, [-1, -2, 1, -3], 'constant', 2.0))
    r.append(F.pad(x, []))
    r.append(F.pad(x, [0, 0]))
    r.append(torch.constant_pad_nd(y, [1, 2], 3))
    r.append(y.constant_pad_nd([0, 1, 1, 0], -2.5))
    r.append(x.pad([1, 0], 'replicate'))
    return r
