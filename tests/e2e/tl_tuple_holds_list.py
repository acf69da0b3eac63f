# A tuple holding a list of known length (a state and its last two values), rebound by the
# loop each run to one of the same shape: carried leaf by leaf, as a tuple of tensors is,
# and returned flattened. It was refused ("a tuple holding lists"). n = 0, 1 and 4.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(1, 3); n = 1
# x = torch.randn(3, 3); n = 4
# <<<
import torch
from typing import List, Tuple
from torch import Tensor


def f(x: Tensor, n: int) -> Tuple[Tensor, List[Tensor], int]:
    state: Tuple[Tensor, List[Tensor], int] = (x, [x, x], 0)
    for i in range(n):
        h, last, count = state
        h2 = torch.tanh(h + last[0] - 0.5 * last[1])
        state = (h2, [h2, last[0]], count + 1)
    return state
