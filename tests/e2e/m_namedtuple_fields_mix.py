# NamedTuple results by field and by index: kthvalue, median, mode .values/.indices, torch.max(x, 1)[1], broadcast_tensors unpacked.
# >>> inputs
# x:float32[N,5]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 5); n = 0
# x = torch.randn(3, 5); n = 1
# x = torch.randn(4, 5); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    k = x.kthvalue(2, dim=1)
    md = x.median(dim=1)
    mo = x.round().mode(dim=1)
    a, b = torch.broadcast_tensors(x[:, :1], x[:1, :])
    mx = torch.max(x, 1)
    return k.values + md.values, k.indices + md.indices, mo.values, a + b, mx[1]
