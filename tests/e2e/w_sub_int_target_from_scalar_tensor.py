# >>> inputs
# k:int64[B,4]
# s:float32[]
# <<<
# >>> sets
# k = torch.randint(-5, 5, (2, 4)); s = torch.tensor(2.75)
# k = torch.randint(-5, 5, (5, 4)); s = torch.tensor(-1.5)
# k = torch.randint(-5, 5, (3, 4)); s = torch.tensor(0.5)
# <<<
# Wrong if a 0-d tensor stored into an int64 tensor keeps float values.
import torch
from torch import Tensor


def f(k: Tensor, s: Tensor) -> Tensor:
    k[:, 1] = s
    k[0, 0] = s * 4
    return k
