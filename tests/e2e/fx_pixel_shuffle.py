# F.pixel_shuffle, F.pixel_unshuffle, torch.pixel_shuffle/pixel_unshuffle: factors 1, 2, 3,
# 3-d (no batch), 4-d, 5-d (two leading dims), symbolic batch and spatial sizes, an empty
# batch and an empty spatial dim (known at compile time: ConstantOfShape before opset 14),
# int64 and bool; the method spellings
# >>> inputs
# x:float32[batch,12,h,w]
# y:float32[8,3,5]
# z:float32[2,b,18,2,3]
# e:float32[0,4,3,3]
# q:float32[2,4,0,3]
# i:int64[batch,4,2,6]
# <<<
# >>> sets
# x = torch.randn(2, 12, 3, 4); y = torch.randn(8, 3, 5); z = torch.randn(2, 1, 18, 2, 3); e = torch.randn(0, 4, 3, 3); q = torch.randn(2, 4, 0, 3); i = torch.randint(-9, 9, (2, 4, 2, 6))
# x = torch.randn(1, 12, 6, 2); y = torch.randn(8, 3, 5); z = torch.randn(2, 3, 18, 2, 3); e = torch.randn(0, 4, 3, 3); q = torch.randn(2, 4, 0, 3); i = torch.randint(-9, 9, (1, 4, 2, 6))
# x = torch.randn(0, 12, 3, 9); y = torch.randn(8, 3, 5); z = torch.randn(2, 2, 18, 2, 3); e = torch.randn(0, 4, 3, 3); q = torch.randn(2, 4, 0, 3); i = torch.randint(-9, 9, (0, 4, 2, 6))
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, e: Tensor, q: Tensor, i: Tensor) -> List[Tensor]:
    return [
        F.pixel_shuffle(x, 2),
        torch.pixel_shuffle(x, 1),
        x.pixel_shuffle(2) + 1,
        x.pixel_unshuffle(1),
        F.pixel_shuffle(y, 2),
        F.pixel_shuffle(z, 3),
        F.pixel_shuffle(e, 2),
        F.pixel_shuffle(q, 2),
        F.pixel_shuffle(i, 2),
        F.pixel_shuffle(i > 0, 2).to(torch.int64),
        F.pixel_unshuffle(F.pixel_shuffle(x, 2), 2),
        F.pixel_unshuffle(i, 2),
        torch.pixel_unshuffle(x, 1),
        F.pixel_unshuffle(z, 1),
        F.pixel_unshuffle(y.view(2, 4, 3, 5), 1),
        F.pixel_unshuffle(e, 3),
        F.pixel_unshuffle(q, 3),
    ]
