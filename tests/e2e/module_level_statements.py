# A model file as users keep them: module-level constants, `__all__`, a table filled by a
# loop, a print, and an
# `if __name__ == "__main__":` block that runs the function (torch.jit.script compiles the
# function's source and never runs them). scriptc skips them as well.
# >>> inputs
# x:float32[N]
# <<<
# >>> sets
# x = torch.randn(1)
# x = torch.randn(3)
# x = torch.randn(6)
# <<<
import torch
from torch import Tensor

EPS = 1e-5
__all__ = ["f"]
TABLE = [i * i for i in range(4)]
for _k in range(2):
    TABLE.append(_k)
print("model file loaded")


def f(x: Tensor) -> Tensor:
    return x * 2


if __name__ == "__main__":
    print(f(torch.ones(3)))
