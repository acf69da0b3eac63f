# Run-time List[float] through the list machinery: a comprehension over it (of floats and
# of bools), a helper that builds a new list from it, enumerate, zip, +=, a stepped slice,
# list() making a copy that a later append does not reach back through.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([-1.0, 2.0, 0.5]); n = 1
# x = torch.tensor([0.75, 0.5]); n = 5
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def scale(fs: List[float], k: float) -> List[float]:
    out: List[float] = []
    for v in fs:
        out.append(v * k)
    return out


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, float, Tensor, int]:
    fs: List[float] = [float(x[0])]
    for i in range(n):
        fs.append(float(i) * 0.5)
    gs = [v * 2.0 for v in fs]
    hs = scale(fs, 3.0)
    acc = 0.0
    for i, v in enumerate(fs):
        acc += float(i) * v
    for a, b in zip(fs, gs):
        acc += a * b
    fs += [1.0]
    ev = fs[::2]
    cp = list(fs)
    cp.append(9.0)
    bs = [v > 0.5 for v in fs]
    return torch.tensor(gs), torch.tensor(hs), torch.tensor(ev), acc, torch.tensor(bs), len(cp) - len(fs)
