# F.batch_norm (training=True), F.instance_norm and F.group_norm raise where a statistic
# would have one value, their sizes known only at run time; a batch of 1 elsewhere is fine.
# (torch.batch_norm, aten's form, computes on, giving 0 up to its rounding, ~1e-5: not
# compared here)
# >>> inputs
# x:float32[batch,3]
# y:float32[2,3,l]
# z:float32[n,3,m]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3, 4); z = torch.randn(2, 3, 2)
# x = torch.randn(5, 3); y = torch.randn(2, 3, 2); z = torch.randn(1, 3, 3)
# x = torch.randn(3, 3); y = torch.randn(2, 3, 7); z = torch.randn(3, 3, 1)
# <<<
# >>> raises
# x = torch.randn(1, 3); y = torch.randn(2, 3, 4); z = torch.randn(2, 3, 2)
# x = torch.randn(2, 3); y = torch.randn(2, 3, 1); z = torch.randn(2, 3, 2)
# x = torch.randn(2, 3); y = torch.randn(2, 3, 4); z = torch.randn(1, 3, 1)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor) -> List[Tensor]:
    a = F.batch_norm(x, None, None, training=True)
    c = F.instance_norm(y)
    d = F.group_norm(z, 3)
    return [a, c, d]
