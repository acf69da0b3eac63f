# At -O0 an If whose only outputs are strings loses them in lowering (a string cannot be
# computed in ONNX) and would be left with none; it gets one output nothing reads (issue 18,
# item 8). A loop carrying a string no one reads after drops it the same way (it was "a
# string value cannot be computed in ONNX"), with an If inside that sets it.
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    s = "a"
    if n > 0:
        s = "b"
        if n > 2:
            s = "c"
    t = "d"
    for i in range(n):
        t = "e"
        if i > 1:
            t = "f"
    while n > 100:
        t = t
        n = n - 1
    return x + float(n)
