# >>> inputs
# i:int64[n]
# w:float32[n]
# <<<
# >>> sets
# i = torch.tensor([1, 3, 1, 0]); w = torch.tensor([0.5, 1., 2., -1.])
# i = torch.tensor([7]); w = torch.tensor([3.])
# i = torch.tensor([0, 0, 2, 2, 2]); w = torch.tensor([1e-3, 1., 2., 3., 4.])
# <<<
# bincount: a run-time length (max + 1, or minlength when longer, 0 for an empty input),
# weights (float32 sums stay float32, float64 and int weights give float64), int32 input.
# An empty input with weights gives int64 zeros in PyTorch (a dtype known only at run time
# here): op_bincount_empty has none
import torch
from torch import Tensor
from typing import List


def f(i: Tensor, w: Tensor) -> List[Tensor]:
    return [torch.bincount(i), i.bincount(minlength=5), torch.bincount(i, w),
            torch.bincount(i, w.double(), 2), torch.bincount(i, (w * 4).long()),
            torch.bincount(i.int(), minlength=1)]
