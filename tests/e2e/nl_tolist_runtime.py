# x.tolist() of a 1-d tensor whose size is known only at run time: a List[int], List[float]
# or List[bool] of run-time length (float32 elements become doubles),
# then iterated, appended to, summed and turned back into a tensor; lengths 0, 1 and many.
# >>> inputs
# x:float32[B]
# i:int64[B]
# b:bool[N]
# <<<
# >>> sets
# x = torch.tensor([1.5, -2.0]); i = torch.tensor([3, -1]); b = torch.tensor([False])
# x = torch.tensor([0.25]); i = torch.tensor([7]); b = torch.tensor([], dtype=torch.bool)
# x = torch.tensor([]); i = torch.tensor([], dtype=torch.int64); b = torch.tensor([False, True, False])
# x = torch.tensor([1.0, 2.0, 3.0, -0.5]); i = torch.tensor([-4, 9, 2, 0]); b = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, i: Tensor, b: Tensor) -> Tuple[int, float, int, Tensor, bool, int]:
    ks: List[int] = i.tolist()
    fs: List[float] = x.tolist()
    bs: List[bool] = b.tolist()
    m = 0
    for k in ks:
        m = max(m, k)
    fs.append(0.5)
    anyb = False
    for v in bs:
        anyb = anyb or v
    return m, sum(fs), len(ks), torch.tensor(fs), anyb, sum(bs)
