# mode, median(dim), kthvalue, cummax, cummin and topk of a 0-d tensor: the value itself and
# index 0, as ATen gives them; cummax and cummin take any dim there (ATen fills the 0-d
# result before it looks at the dim), the others -1 or 0; topk takes k 0 or 1.  Found by
# the generator's operator-table feature (scriptc refused them, and topk wrote a TopK
# with an axis the checker rejects)
# >>> inputs
# x:float32[]
# i:int64[]
# <<<
# >>> sets
# x = torch.tensor(2.5); i = torch.tensor(-3)
# x = torch.tensor(float("nan")); i = torch.tensor(7)
# x = torch.tensor(-0.0); i = torch.tensor(0)
# <<<
from typing import List

import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> List[Tensor]:
    a = torch.mode(x, 0)
    b = torch.median(x, -1, True)
    c = torch.kthvalue(i, 1, 0)
    d = torch.cummax(x, 3)
    e = torch.cummin(i, 1)
    g = torch.topk(x, 1)
    h = torch.topk(i, 0, largest=False)
    m = i.mode(-1)
    return [a[0], a[1], b.values, b.indices, c[0], c[1], d[0], d[1], e[0], e[1], g[0], g[1],
            h[0], h[1], m.values, m.indices]
