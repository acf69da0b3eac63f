# >>> inputs
# a:int8[n]
# b:int8[n]
# u:uint8[n]
# v:uint8[n]
# s:int16[n]
# <<<
# >>> sets
# a = torch.tensor([1, -2, 3, 100], dtype=torch.int8); b = torch.tensor([3, 5, -7, 100], dtype=torch.int8); u = torch.tensor([200, 1, 0, 255], dtype=torch.uint8); v = torch.tensor([100, 2, 9, 255], dtype=torch.uint8); s = torch.tensor([300, -5, 0, 32000], dtype=torch.int16)
# a = torch.randint(-9, 9, (6,), dtype=torch.int8); b = torch.randint(1, 9, (6,), dtype=torch.int8); u = torch.randint(0, 255, (6,), dtype=torch.uint8); v = torch.randint(1, 255, (6,), dtype=torch.uint8); s = torch.randint(-999, 999, (6,), dtype=torch.int16)
# a = torch.randint(-50, 50, (3,), dtype=torch.int8); b = torch.randint(-9, -1, (3,), dtype=torch.int8); u = torch.randint(0, 9, (3,), dtype=torch.uint8); v = torch.randint(1, 9, (3,), dtype=torch.uint8); s = torch.randint(-9, 9, (3,), dtype=torch.int16)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# ONNX has Add/Sub/Mul/Div on int8, uint8 and int16 only from opset 14, Neg and Relu not on
# uint8, MatMul on none of them: these compute in int32 and wrap back, as PyTorch's small-int
# arithmetic wraps (200 + 100 is 44 in uint8).  (Pow is legalized too, but ONNX Runtime has
# no kernel for an int8 exponent: not tested here.)
def f(a: Tensor, b: Tensor, u: Tensor, v: Tensor, s: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (a + b, a - b, a * b, a.div(b, rounding_mode='trunc'), u + v, u * v, -u, u.relu(),
            s * s, a.reshape(-1, 1).matmul(b.reshape(1, -1)), u.reshape(1, -1).matmul(v.reshape(-1, 1)))
