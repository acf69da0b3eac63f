# Lists of known length edited at run-time positions inside loops that run 0, 1 or more
# times and inside branches (carried as lists of run-time length): ints, floats and
# tensors; sizes read from the results inside and after the loop.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# x = torch.randn(1); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[List[int], List[float], Tensor, int, Tensor]:
    js = [1, 2, 3]
    fs = [0.5, 1.5]
    ts = [x, x * 2.0]
    acc = 0
    for i in range(n):
        js.insert(i % 2, i * 10)
        if i % 3 == 1:
            del js[-i]
            fs.insert(-i, float(i))
        else:
            fs[i % len(fs)] = -float(i)
            ts.insert(i, x + float(i))
        acc += torch.tensor(js).size(0) * 100 + len(fs)
        if i == 2:
            ts.pop(1)
    q = torch.stack(ts)
    return js, fs, torch.tensor(js) * 2, acc + q.size(0), q
