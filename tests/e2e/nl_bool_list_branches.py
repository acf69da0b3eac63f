# Run-time List[bool] declared empty, grown in a loop and on either branch of an if, carried
# through both, then reversed, extended and cleared; any/all folded over it by iteration.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([-1.0, 2.0, 0.5]); n = 1
# x = torch.tensor([3.0, 0.5]); n = 5
# x = torch.tensor([-3.0, 0.25, 1.0]); n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, bool, bool, int]:
    bs: List[bool] = []
    for i in range(n):
        bs.append(float(i) < float(x[1]))
    if bool(x[0] > 0):
        bs.append(True)
    else:
        bs.insert(0, False)
        bs.append(n > 2)
    anyb = False
    allb = True
    for b in bs:
        anyb = anyb or b
        allb = allb and b
    rs = bs.copy()
    rs.reverse()
    rs.extend(bs)
    t = torch.tensor(rs)
    if len(bs) > 2:
        bs.clear()
    return t, torch.tensor(bs), anyb, allb, len(rs)
