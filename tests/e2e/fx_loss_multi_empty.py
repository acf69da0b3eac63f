# F.multi_margin_loss, F.multilabel_margin_loss and F.multilabel_soft_margin_loss on an
# empty batch and on 1-d inputs (a 0-d or 1-element target: 'none' is 0-d or [1], as
# ATen shapes it); 'none' only on the empty batch, whose reductions 1.13 leaves unwritten
# for the two margin kernels (at::empty)
# >>> inputs
# x:float32[n,5]
# t:int64[n]
# m:int64[n,5]
# v:float32[5]
# c:int64[]
# l:int64[5]
# <<<
# >>> sets
# x = torch.randn(0, 5); t = torch.zeros(0, dtype=torch.long); m = torch.zeros(0, 5, dtype=torch.long); v = torch.randn(5); c = 3; l = torch.tensor([4, 0, -1, 9, 9])
# x = torch.randn(2, 5); t = torch.tensor([1, 4]); m = torch.tensor([[4, -1, 0, 0, 0], [-1, 2, 2, 2, 2]]); v = torch.randn(5); c = 0; l = torch.tensor([-1, 0, 1, 2, 3])
# x = torch.randn(3, 5); t = torch.tensor([2, 2, 0]); m = torch.randint(-1, 5, (3, 5)); v = torch.randn(5) * 2; c = 4; l = torch.tensor([0, 1, 2, 3, 4])
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, t: Tensor, m: Tensor, v: Tensor, c: int, l: Tensor) -> List[Tensor]:
    ct = torch.tensor(c)
    lc = l.clamp(-1, 4)
    return [
        F.multi_margin_loss(x, t, reduction="none"), F.multilabel_margin_loss(x, m, reduction="none"),
        F.multilabel_soft_margin_loss(x, x.sigmoid(), reduction="none"),
        F.multi_margin_loss(v, ct, reduction="none"), F.multi_margin_loss(v, ct.unsqueeze(0), reduction="none"),
        F.multi_margin_loss(v, ct, p=2, margin=2.0), F.multilabel_margin_loss(v, lc, reduction="none"),
        F.multilabel_margin_loss(v, lc), F.multilabel_soft_margin_loss(v, v.sigmoid(), reduction="none"),
    ]
