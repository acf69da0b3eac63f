# Positional edits at run-time positions past either end: pop, del and index writes raise
# in PyTorch, on lists of known length and of run-time length, of ints, floats, bools and
# tensors; ONNX Runtime must fail too rather than return a result (insert clamps: in range).
# `w` picks the edit.
# >>> inputs
# i:int64[B]
# x:float32[C]
# n:int64[]
# w:int64[]
# <<<
# >>> sets
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = -2; w = 0
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = 1; w = 1
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = -1; w = 2
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = 3; w = 3
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = 2; w = 4
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = -4; w = 5
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = 0; w = 6
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = -2; w = 7
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = 1; w = 8
# <<<
# >>> raises
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = 3; w = 0
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = -4; w = 1
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = 3; w = 2
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = 4; w = 3
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = -4; w = 4
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = -5; w = 5
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = 3; w = 6
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); n = -4; w = 7
# i = torch.tensor([3, -1, 4, 2]); x = torch.tensor([1.5, -2.0, 8.0]); n = 4; w = 8
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(i: Tensor, x: Tensor, n: int, w: int) -> Tuple[List[int], List[float], List[bool], Tensor]:
    js = [10, 20, 30]
    ks: List[int] = i.tolist()
    fs: List[float] = x.tolist()
    bs = [True, False, True]
    ts = [x, x + 1.0, x + 2.0]
    us: List[Tensor] = [x]
    for k in range(i.size(0) - 1):
        us.append(x * float(k))
    if w == 0:
        js.pop(n)
    elif w == 1:
        del js[n]
    elif w == 2:
        js[n] = 0
    elif w == 3:
        ks.pop(n)
    elif w == 4:
        ks[n] = 0
    elif w == 5:
        del ks[n]
    elif w == 6:
        fs[n] = 0.0
    elif w == 7:
        bs[n] = False
        ts.pop(n)
    else:
        del us[n]
        ts[n] = x
    return js + ks, fs, bs, torch.stack(ts + us)
