# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.zeros(0)
# x = torch.tensor([float('nan'), 2., 1.])
# x = torch.tensor([float('nan')])
# <<<
# nanmedian of every element: NaN for an empty tensor and for one of NaN only
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return torch.nanmedian(x)
