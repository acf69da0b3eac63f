# all and any as uint8 ReduceMin/ReduceMax from opset 12 (lower_reduce.c, allany): over
# nothing (all is True, any False: 255 and 0), over an empty dim and along a full one,
# keepdim, uint8 input (a uint8 result), ints, floats with NaN and -0.0 (truth: != 0)
# >>> inputs
# m:bool[b,n]
# x:float32[b,n]
# u:uint8[b,n]
# k:int64[b,n]
# <<<
# >>> sets
# m = torch.rand(2, 3) > 0.3; x = torch.tensor([[0.0, -0.0, float("nan")], [1.0, 0.0, 0.0]]); u = torch.tensor([[0, 3, 255], [0, 0, 0]], dtype=torch.uint8); k = torch.tensor([[0, -5, 0], [2, 3, 4]])
# m = torch.zeros(0, 3, dtype=torch.bool); x = torch.zeros(0, 3); u = torch.zeros(0, 3, dtype=torch.uint8); k = torch.zeros(0, 3, dtype=torch.long)
# m = torch.ones(4, 0, dtype=torch.bool); x = torch.zeros(4, 0); u = torch.zeros(4, 0, dtype=torch.uint8); k = torch.zeros(4, 0, dtype=torch.long)
# m = torch.ones(3, 2, dtype=torch.bool); x = torch.full((3, 2), -0.0); u = torch.full((3, 2), 7, dtype=torch.uint8); k = torch.full((3, 2), -1)
# <<<
from typing import Tuple

import torch
from torch import Tensor


def f(m: Tensor, x: Tensor, u: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, bool, bool]:
    return (m.all(), m.any(), m.all(1), m.any(1, keepdim=True), x.any(0), x.all(),
            u.all(1), u.any(), k.any(1), torch.all(k, 0), bool(m.any()), not bool(k.all()))
