# torch.cat and torch.stack of a list of run-time length (an ONNX sequence) of [3, 2] and
# [B, 3, 2] tensors along every dim, negative dims too: the declared shape keeps each
# element dim but the joined one (cat of [3, 2] along 0 was typed (*, 3), and ONNX Runtime
# folded `h.size(1)` to 3).  Loops run 1, 2 and 4 times.
# >>> inputs
# x:float32[3,2]
# y:float32[B,3,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2); y = torch.randn(1, 3, 2); n = 1
# x = torch.randn(3, 2); y = torch.randn(2, 3, 2); n = 2
# x = torch.randn(3, 2); y = torch.randn(4, 3, 2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor, n: int) -> Tuple[List[int], List[int], List[int], List[int], List[int], List[int], List[int], List[int], Tensor, Tensor, Tensor, Tensor]:
    xs: List[Tensor] = []
    ys: List[Tensor] = []
    for i in range(n):
        xs.append(x + float(i))
        ys.append(y * float(i))
    h = torch.cat(xs, 0)
    h1 = torch.cat(xs, 1)
    hm = torch.cat(xs, -1)
    hm2 = torch.cat(xs, -2)
    s0 = torch.stack(xs)
    s2 = torch.stack(xs, 2)
    sm1 = torch.stack(xs, -1)
    sm3 = torch.stack(xs, -3)
    g = torch.cat(ys, 1)
    gm = torch.cat(ys, -3)
    t = torch.stack(ys, -2)
    return ([h.size(0), h.size(1)], [h1.size(0), h1.size(1)], [hm.size(0), hm.size(1), hm2.size(0), hm2.size(1)],
            list(s0.shape), list(s2.shape), [sm1.size(-1), sm1.size(0)], [sm3.size(0), sm3.size(2)],
            [g.size(0), g.size(1), g.size(2), gm.size(0), t.size(2), t.size(3)],
            h + 0.0, torch.stack(xs).sum(0), t.sum(3), s2.mean(2) + sm1.amax(-1))
