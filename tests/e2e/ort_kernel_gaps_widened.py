# >>> inputs
# x:float32[n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(6) * 4.0; i = torch.tensor([3, -2, 0, 7, -128, 127])
# x = torch.randn(1); i = torch.tensor([-5])
# x = torch.zeros(0); i = torch.zeros(0, dtype=torch.int64)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Tuple


# issue 18: operators ONNX allows for a type but ONNX Runtime has no CPU kernel for
# (ORT_GAPS, backend_onnx/lower_legal.c) compute in a wider type and narrow back:
# bfloat16 arithmetic in float32, int16 max/min/argmax and int8 nonzero in int32, Where of
# bools in a wider integer
def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    b = x.to(torch.bfloat16)
    s = i.to(torch.int16)
    c = i.to(torch.int8)
    t = x > 0.0
    u = i > 0
    return ((b * b + b / 3.0 - 1.0).float(), torch.tanh(b).exp().float(),
            torch.maximum(s, s * 2), torch.minimum(s, -s), s.clamp(-5, 5),
            c.nonzero(), torch.where(t, u, t), torch.softmax(b, 0).float())
