# xs[i] op= v at run-time positions (negative too) on lists of ints, floats and tensors of
# known and run-time length; past either end PyTorch raises and ONNX Runtime must fail.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = -1
# x = torch.randn(2); n = 2
# x = torch.randn(1); n = -3
# <<<
# >>> raises
# x = torch.randn(2); n = 3
# x = torch.randn(2); n = -4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[List[int], List[float], Tensor, List[int]]:
    js = [1, 2, 3]
    js[n] += 10
    fs: List[float] = [0.5, 1.5, 2.5]
    fs[n] *= 4.0
    ts = [x, x + 1.0, x + 2.0]
    ts[n] = ts[n] * 3.0
    ts[n] = ts[n] + 1.0
    ks: List[int] = x.long().tolist()
    ks.append(7)
    ks.append(8)
    ks[n] -= 100
    return js, fs, torch.stack(ts), ks
