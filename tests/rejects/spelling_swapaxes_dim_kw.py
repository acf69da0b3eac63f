# torch.jit.script: RuntimeError: aten::swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
# spelling: swapaxes's keywords are axis0 and axis1 (transpose's are dim0 and dim1)
import torch
from torch import Tensor


def f(x: Tensor, n: int):
    return x.swapaxes(dim0=0, dim1=1)
