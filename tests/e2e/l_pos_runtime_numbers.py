# Lists of run-time length made by x.tolist() (ints, floats, bools) edited at run-time
# positions: pop, insert (also past either end: clamped), del and index writes; every
# Concat's declared length used to be the input's, so every run failed.
# >>> inputs
# i:int64[B]
# x:float32[C]
# b:bool[D]
# n:int64[]
# <<<
# >>> sets
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0]); b = torch.tensor([True, False]); n = 0
# i = torch.tensor([3, -1, 4, 1]); x = torch.tensor([1.5, -2.0, 0.25]); b = torch.tensor([True, False, False]); n = 1
# i = torch.tensor([3, -1]); x = torch.tensor([1.5, -2.0]); b = torch.tensor([True, False]); n = -1
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0, 8.0]); b = torch.tensor([True, True, False]); n = -2
# i = torch.tensor([3, -1, 4, 5, 9]); x = torch.tensor([1.5, -2.0, 0.0, 7.0, 3.0]); b = torch.tensor([False, True, False, True, True]); n = 1
# <<<
# >>> raises
# i = torch.tensor([3, -1]); x = torch.tensor([1.5, -2.0]); b = torch.tensor([True, False]); n = 2
# i = torch.tensor([], dtype=torch.int64); x = torch.tensor([]); b = torch.tensor([], dtype=torch.bool); n = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(i: Tensor, x: Tensor, b: Tensor, n: int) -> Tuple[Tensor, int, int, List[int], Tensor, List[float], int, Tensor, List[bool]]:
    ks: List[int] = i.tolist()
    p = ks.pop(n)
    ks.insert(n, 100)
    ks.insert(-n * 7, 200)
    ks.insert(n * 7, 300)
    del ks[n]
    ks[n] = ks[n] + 1000
    t = torch.tensor(ks)
    fs: List[float] = x.tolist()
    q = fs.pop(n)
    fs.insert(n, q * 2.0)
    fs.insert(n * 9, -1.0)
    del fs[-1]
    fs[n] = 0.5
    bs: List[bool] = b.tolist()
    r = bs.pop(n)
    bs.insert(n, not r)
    del bs[n - 1]
    bs[0] = r
    return (t, t.size(0) + p, len(ks), ks, torch.tensor(fs), fs, len(fs) * 10 + len(bs),
            torch.tensor(bs), bs)
