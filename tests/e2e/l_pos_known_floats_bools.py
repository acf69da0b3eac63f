# Lists of floats and of bools of known length edited at a run-time position (pop, insert,
# del, index write): 1-d double and bool tensors whose length the edit changes; the lengths
# and contents must be PyTorch's at the front, middle, end, negative positions and inserts
# past either end (clamped, as Python does).
# >>> inputs
# n:int64[]
# <<<
# >>> sets
# n = 0
# n = 1
# n = 2
# n = -1
# n = -3
# <<<
# >>> raises
# n = 3
# n = -4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(n: int) -> Tuple[Tensor, float, Tensor, Tensor, Tensor, bool, Tensor, Tensor, int]:
    fs = [0.5, 1.5, 2.5]
    p = fs.pop(n)
    gs = [0.5, 1.5, 2.5]
    gs.insert(n, -1.0)
    gs.insert(n * 5, -2.0)
    hs = [0.5, 1.5, 2.5]
    del hs[n]
    ws = [0.5, 1.5, 2.5]
    ws[n] = 9.0
    bs = [True, False, True]
    q = bs.pop(n)
    cs = [True, False, True]
    cs.insert(n, False)
    ds = [False, True, False]
    del ds[n]
    ds[n // 3] = True
    t = torch.tensor(fs)
    return (t, p + float(t.size(0)), torch.tensor(gs), torch.tensor(hs), torch.tensor(ws),
            q, torch.tensor(bs), torch.tensor(cs), len(cs) + len(ds) * 10 + torch.tensor(ds).size(0) * 100)
