# >>> inputs
# h:float16[n,3]
# q:int8[n,3]
# u:uint8[n]
# <<<
# >>> sets
# h = torch.randn(4, 3).half(); q = torch.arange(12, dtype=torch.int8).view(4, 3); u = torch.arange(4, dtype=torch.uint8)
# h = torch.randn(2, 3).half(); q = torch.arange(6, dtype=torch.int8).view(2, 3); u = torch.arange(2, dtype=torch.uint8)
# h = torch.randn(3, 3).half(); q = -torch.arange(9, dtype=torch.int8).view(3, 3); u = torch.arange(3, dtype=torch.uint8) * 7
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(h: Tensor, q: Tensor, u: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.select_scatter(h, h[1] * 2.0, 0, 0), q.index_fill(1, torch.arange(1, 2), -3),
            torch.index_put(q, [torch.arange(2)], q[1]), u.fill(300 - 256), u.copy(q[:, 0].float() * 2.5))
