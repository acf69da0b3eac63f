# At -O0 (no DCE) an `if`, `for` or `while` whose assignments are all dead would be an ONNX If or
# Loop with no outputs, which the checker refuses ("has output size 0"); lowering gives it one
# output that nothing reads (issue 18, item 8). Nested ones, a loop inside a dead branch, a
# branch inside a dead loop, and a dead `while`.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# x = torch.randn(3, 3); n = -2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n > 0:
        z = x + 1.0
    for i in range(n):
        w = x * 2.0
        if i > 1:
            v = w - 1.0
    if n > 1:
        for j in range(n):
            u = x.sum(0)
    k = 0
    while k < n:
        t = x * float(k)
        k += 1
    y = x
    for i in range(n):
        y = y + 1.0
    return y
