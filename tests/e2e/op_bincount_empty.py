# >>> inputs
# i:int64[n]
# <<<
# >>> sets
# i = torch.tensor([1, 3, 1, 0])
# i = torch.zeros(0, dtype=torch.long)
# i = torch.tensor([2])
# <<<
# bincount of an empty input: minlength zeros (none by default)
import torch
from torch import Tensor
from typing import List


def f(i: Tensor) -> List[Tensor]:
    return [torch.bincount(i), i.bincount(minlength=3), torch.bincount(i[i > 1])]
