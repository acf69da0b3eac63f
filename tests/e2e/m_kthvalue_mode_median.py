# Wrong if kthvalue/mode/median's .values or .indices are confused (inputs have no ties; median of even counts is the lower one).
# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randperm(8).float().reshape(2, 4)
# x = torch.randperm(12).float().reshape(3, 4)
# x = torch.randperm(20).float().reshape(5, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    k = x.kthvalue(2, dim=1)
    md = x.median(dim=0)
    mo = torch.mode(x, 1)
    return k.values, k.indices, md.values, md.indices, mo.values, mo.indices
