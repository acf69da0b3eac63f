# Three empty lists of numbers, List[float], List[int] and List[bool], grown in one loop:
# each keeps its own dtype (an empty display of each is not merged with the others), and
# torch.tensor of each empty one (n = 0) is float32, int64 and bool as in TorchScript.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([-1.0, 2.0, 0.5]); n = 1
# x = torch.tensor([0.75, 0.5]); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, int]:
    fs: List[float] = []
    ks: List[int] = []
    bs: List[bool] = []
    for i in range(n):
        fs.append(float(i) + 0.5)
        ks.append(i * 2)
        bs.append(i % 2 == 0)
    return torch.tensor(fs), torch.tensor(ks), torch.tensor(bs), len(fs) + len(ks) + len(bs)
