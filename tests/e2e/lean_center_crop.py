# Issue 23's lean forms, as users write them: a center crop of an image batch (an image smaller than
# the crop: a negative start, which slicing counts from the end)
# >>> inputs
# img:float32[B,3,H,W]
# <<<
# >>> sets
# img = torch.randn(2, 3, 32, 40)
# img = torch.randn(1, 3, 17, 17)
# img = torch.randn(3, 3, 16, 24)
# img = torch.randn(1, 3, 10, 9)
# <<<
import torch
from torch import Tensor


def f(img: Tensor) -> Tensor:
    h, w = img.shape[-2], img.shape[-1]
    th, tw = 16, 16
    top = (h - th) // 2
    left = (w - tw) // 2
    return img[:, :, top:top + th, left:left + tw]
