# Run-time List[float] declared empty (it learns its element type from the annotation), grown
# on one branch or the other and in a loop, carried through both, then reversed, extended,
# concatenated and cleared; max() of an empty list raises in PyTorch and must fail in ONNX
# Runtime too.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 1
# x = torch.tensor([-1.0, 2.0, 0.5]); n = 2
# x = torch.tensor([3.0, 0.5]); n = 5
# x = torch.tensor([-3.0, 0.25, 1.0]); n = 4
# <<<
# >>> raises
# x = torch.tensor([1.0, 2.0]); n = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, float, int, float]:
    fs: List[float] = []
    if bool(x[0] > 0):
        for i in range(n):
            fs.append(float(x[0]) * float(i))
    else:
        for i in range(n - 1):
            fs.append(-1.5)
        fs.append(float(x.sum()))
    top = max(fs)
    fs.reverse()
    gs = fs + [0.5, top]
    fs.extend(gs)
    t = torch.tensor(fs)
    if len(gs) > 3:
        gs.clear()
    else:
        gs.insert(0, 9.0)
    gs.append(float(len(fs)))
    return t, torch.tensor(gs), top, len(gs), sum(gs)
