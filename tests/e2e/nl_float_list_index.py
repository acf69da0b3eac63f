# A run-time List[float] indexed, written and popped at a run-time position (negative too);
# a position out of range raises in PyTorch and must fail in ONNX Runtime too.
# >>> inputs
# x:float32[B]
# n:int64[]
# i:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0; i = 0
# x = torch.tensor([-1.0, 2.0, 0.5]); n = 1; i = -1
# x = torch.tensor([3.0, 0.5]); n = 4; i = 3
# x = torch.tensor([-3.0, 0.25, 1.0]); n = 3; i = -4
# <<<
# >>> raises
# x = torch.tensor([1.0, 2.0]); n = 0; i = 1
# x = torch.tensor([1.0, 2.0]); n = 2; i = -4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int, i: int) -> Tuple[float, float, Tensor, int]:
    fs: List[float] = [float(x[0])]
    for j in range(n):
        fs.append(float(j) + 0.5)
    a = fs[i]
    fs[i] = a * 3.0
    b = fs.pop(i)
    fs.insert(i, b - 1.0)
    return a, b, torch.tensor(fs), len(fs)
