# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# i:int64[n,3]
# v:float32[m]
# <<<
# >>> sets
# x = torch.randn(4, 3); y = torch.randn(4, 3); i = torch.randint(-9, 9, (4, 3)); v = torch.randn(2)
# x = torch.randn(1, 3); y = torch.randn(1, 3); i = torch.randint(-9, 9, (1, 3)); v = torch.randn(5)
# x = torch.zeros(0, 3); y = torch.zeros(0, 3); i = torch.zeros(0, 3, dtype=torch.int64); v = torch.zeros(0)
# x = torch.randn(3, 3); y = torch.randn(3, 3); i = torch.randint(-9, 9, (3, 3)); v = torch.randn(3)
# <<<
# torch.kron (ranks 1 and 2, mixed ranks, int64 and promoted dtypes, empty), torch.tensordot
# (dims an int, 0 (an outer product), a pair of lists, a list of lists, keyword dims),
# torch.cross / x.cross (dim given, negative, and omitted: the first dim of size 3 as 1.13
# does, dim 0 where n is 3), torch.linalg.cross (dim -1, broadcast), torch.rot90 (k of 1, 2,
# 3, 4, -1 and 5; dims reversed, negative), torch.special's aliases, xlogy (0 * log 0 is 0, NaN
# kept, int operands in float32, scalar operands) and special.entr
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, i: Tensor, v: Tensor) -> List[Tensor]:
    out = [torch.kron(x, y), torch.kron(v, x), x.kron(v), torch.kron(i, i), torch.kron(i, x), torch.kron(v, v)]
    out += [torch.tensordot(x, y.t(), 1), torch.tensordot(x, y, 0), torch.tensordot(x, y, ([0, 1], [0, 1])),
            torch.tensordot(x, y, [[0], [0]]), torch.tensordot(x, y, dims=([1], [1])), torch.tensordot(i, i, 2),
            torch.tensordot(x.unsqueeze(0), y.unsqueeze(2), ([1, 2], [0, 1]))]
    out += [torch.cross(x, y, dim=1), x.cross(y, -1), torch.cross(x.t(), y.t()), torch.linalg.cross(x, y), torch.linalg.cross(i, i * 2),
            torch.linalg.cross(x, y[:1]), torch.cross(x.t(), y.t(), 0)]
    out += [torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, 3), torch.rot90(x, 4), torch.rot90(x, -1), x.rot90(5, [1, 0]),
            torch.rot90(i, 1, [-1, -2]), torch.rot90(x.unsqueeze(0), 1, [0, 2])]
    out += [torch.special.expit(x), torch.special.erf(x), torch.special.erfinv(x.clamp(-1.0, 1.0)), torch.special.logit(x.sigmoid()),
            torch.special.exp2(x), torch.special.expm1(x), torch.special.sinc(x), torch.special.log1p(x.abs()),
            torch.special.round(x * 10, decimals=1), torch.special.softmax(x, 1), torch.special.log_softmax(x, 0),
            torch.special.xlogy(x, y), torch.xlogy(x, y.abs()), x.xlogy(2), torch.xlogy(2, y), torch.xlogy(i, i), torch.special.entr(x), torch.special.entr(i),
            torch.special.entr(torch.tensor([0.0, -1.0, 2.0, float('inf'), float('nan')])), torch.xlogy(torch.tensor([0.0, 0.0, 1.0, 0.0]), torch.tensor([float('nan'), 0.0, 0.0, float('inf')]))]
    return out
