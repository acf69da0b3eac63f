# >>> inputs
# x:float32[batch,4]
# y:float64[2,4,l]
# z:float32[n,4,m]
# w:float32[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); y = torch.randn(2, 4, 4, dtype=torch.float64); z = torch.randn(2, 4, 2); w = torch.rand(4) + 0.5
# x = torch.randn(5, 4); y = torch.randn(2, 4, 2, dtype=torch.float64); z = torch.randn(1, 4, 3); w = torch.rand(4) + 0.5
# x = torch.randn(3, 4); y = torch.randn(2, 4, 7, dtype=torch.float64); z = torch.randn(3, 4, 1); w = torch.rand(4) + 0.5
# <<<
# >>> raises
# x = torch.randn(1, 4); y = torch.randn(2, 4, 4, dtype=torch.float64); z = torch.randn(2, 4, 2); w = torch.rand(4) + 0.5
# x = torch.randn(2, 4); y = torch.randn(2, 4, 1, dtype=torch.float64); z = torch.randn(2, 4, 2); w = torch.rand(4) + 0.5
# x = torch.randn(2, 4); y = torch.randn(2, 4, 4, dtype=torch.float64); z = torch.randn(1, 4, 1); w = torch.rand(4) + 0.5
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


# the norms' run-time checks (lower_norm.c failwhen: Reshape(x, Where(bad, -2, Shape(x))))
# in the middle of what ONNX Runtime's default optimizations fuse (a layer-norm-like
# mean/var, silu, matmul with a scale, gelu), so that a fusion reaching across the Reshape
# would drop the check or change a value (also in a Loop body): the default level and 'disabled' must both raise
# on the raises sets and agree with PyTorch on the others (issue 20, numerics, brief item 4)
def f(x: Tensor, y: Tensor, z: Tensor, w: Tensor) -> List[Tensor]:
    a = F.batch_norm(x, None, None, w, w * 0.5, training=True)
    a = F.silu(a) @ torch.ones(4, 2) * 0.5
    c = F.instance_norm(y, weight=w.double(), bias=w.double())
    c = F.gelu(c, approximate="tanh") * torch.sigmoid(c)
    d = F.group_norm(z, 4, w, w)
    e = d - d.mean(-1, keepdim=True)
    d = e / torch.sqrt((e * e).mean(-1, keepdim=True) + 1e-5)
    for k in range(x.size(0) - 1):  # the checks inside a Loop body (0, 1, 4 times)
        d = F.group_norm(d * 1.5, 2) + k
    return [a, c, d]
