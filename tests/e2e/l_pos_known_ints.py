# A list of ints of known length edited at a run-time position (pop, insert, del, index
# write) is a 1-d tensor of run-time length: its declared shapes must not keep the old
# length (ONNX Runtime folded `t.size(0)` to the old length).
# >>> inputs
# n:int64[]
# <<<
# >>> sets
# n = 0
# n = 2
# n = 3
# n = -1
# n = -4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(n: int) -> Tuple[int, Tensor, int, Tensor, int, Tensor, Tensor]:
    js = [1, 2, 3, 4]
    p = js.pop(n)
    t = torch.tensor(js)
    ks = [1, 2, 3]
    ks.insert(n, 100)
    u = torch.tensor(ks)
    ds = [5, 6, 7, 8]
    del ds[n]
    v = torch.tensor(ds)
    ws = [5, 6, 7, 8]
    ws[n] = 0
    return t.size(0), t, u.size(0) + p, u, v.size(0), v, torch.tensor(ws)
