# An If of one bool whose then-branch gives false is not c and else's; one whose else-branch
# gives true is not c or then's (onnxselect.c): both computed always, no subgraph, where the
# other branch cannot fail.  A branch that can fail (an int division) keeps its If.
# >>> inputs
# a:float32[N]
# n:int64[]
# <<<
# >>> sets
# a = torch.tensor([1.0, 2.0]); n = 3
# a = torch.tensor([-1.0, 0.5]); n = 3
# a = torch.tensor([1.0, 2.0]); n = 7
# a = torch.tensor([-3.0]); n = 1
# a = torch.zeros(0); n = 0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, n: int) -> Tuple[bool, bool, bool, bool]:
    t = bool(a.sum() > 0)
    r1 = (n > 2) if t else True
    r2 = False if t else (n < 5)
    r3 = (a.numel() // n > 0) if (t and n != 0) else True
    r4 = False if t else bool(a.numel() % (n + 1) == 0)
    return r1, r2, r3, r4
