# div0_scalar_paths at -O0 (no folding, no DCE): the same lowering must hold on the unoptimized IR.
# >>> options
# -O0
# <<<
# An int or float `%`, `//` or `/` by a constant zero on a path the inputs may not take
# (issue 18, item 9): the model must load (ONNX Runtime refuses a Mod by a constant 0 at load
# time) and give PyTorch's results on the other paths. TorchScript's float `% 0.0` is nan and
# `// 0.0` inf (not Python's ZeroDivisionError), int `/ 0` is inf; int `// 0` and
# `divmod(n, 0)` raise; int `% 0` kills PyTorch 1.13 with SIGFPE, so no set takes that path.
# >>> inputs
# n:int64[]
# v:float32[]
# k:int64[]
# <<<
# >>> sets
# n = 7; v = 2.5; k = 0
# n = -7; v = -2.5; k = 3
# n = 7; v = 2.5; k = 4
# n = 0; v = -2.5; k = 5
# n = 7; v = 0.0; k = 7
# n = 7; v = 2.5; k = 8
# n = -3; v = 2.5; k = 9
# <<<
# >>> raises
# n = 7; v = 2.5; k = 1
# n = 7; v = 2.5; k = 6
# <<<
import torch
import math
from torch import Tensor


def f(n: int, v: float, k: int) -> float:
    if k == 1:
        return float(n // 0)
    if k == 2:
        return float(n % 0)
    if k == 3:
        return v % 0.0
    if k == 4:
        return v // 0.0
    if k == 5:
        return n / 0
    if k == 6:
        q, r = divmod(n, 0)
        return float(q + r)
    if k == 7:
        return v / 0.0 + (-v) // 0.0
    if k == 8:
        return n % 0.0
    if k == 9:
        return float(n % 3) + v % 2.0
    return float(n % 4 + n // 2)
