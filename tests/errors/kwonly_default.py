# >>> stderr
# kwonly_default.py:12:30: error: keyword-only parameter 'b' has a default; TorchScript cannot compile keyword-only arguments with defaults
#    12 | def g(a: Tensor, *, b: int = 1) -> Tensor:
#       |                              ^
# <<<
import torch
from torch import Tensor


# torch.jit.script: "Compiled functions can't take variable number of arguments or use
# keyword-only arguments with defaults"
def g(a: Tensor, *, b: int = 1) -> Tensor:
    return a + b


def f(x: Tensor) -> Tensor:
    return g(x, b=2)
