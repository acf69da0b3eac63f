# User-style: a List[int] used as a work stack (while len(stack) > 0: pop, append).
# >>> inputs
# n:int64[]
# <<<
# >>> sets
# n = 0
# n = 3
# n = 6
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(n: int) -> Tensor:
    stack: List[int] = [0]
    seen: List[int] = []
    while len(stack) > 0:
        k = stack.pop()
        seen.append(k)
        if k < n:
            stack.append(k + 2)
            if k % 3 == 0:
                stack.append(k + 1)
    return torch.tensor(seen)
