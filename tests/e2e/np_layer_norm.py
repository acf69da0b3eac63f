# F.layer_norm over one, two and all dims, weight and bias as the user's inputs (or None),
# eps, float64, a symbolic batch, an empty batch; torch.layer_norm (aten's schema)
# >>> inputs
# x:float32[batch,3,4]
# w:float32[4]
# b:float32[4]
# w2:float32[3,4]
# y:float64[batch,5]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); w = torch.randn(4); b = torch.randn(4); w2 = torch.randn(3, 4); y = torch.randn(2, 5, dtype=torch.float64)
# x = torch.randn(6, 3, 4) * 4 + 3; w = torch.randn(4); b = torch.randn(4); w2 = torch.randn(3, 4); y = torch.randn(6, 5, dtype=torch.float64) * 9
# x = torch.randn(0, 3, 4); w = torch.randn(4); b = torch.randn(4); w2 = torch.randn(3, 4); y = torch.randn(0, 5, dtype=torch.float64)
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, w: Tensor, b: Tensor, w2: Tensor, y: Tensor) -> List[Tensor]:
    a = F.layer_norm(x, [4], w, b)
    c = F.layer_norm(x, (4,))
    d = F.layer_norm(x, [3, 4], w2, None, 1e-3)
    e = F.layer_norm(x, [3, 4], bias=w2)
    g = torch.layer_norm(x, [4], w, b, 0.1, False)
    h = F.layer_norm(y, [5], eps=0.5)
    i = F.layer_norm(w2 * 3 + 1, [3, 4], w2, w2)
    return [a, c, d, e, g, h, i]
