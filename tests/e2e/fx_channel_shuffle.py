# F.channel_shuffle, torch.channel_shuffle, F.native_channel_shuffle: groups 1, 2, 3, 6;
# 3-d, 4-d, 6-d; symbolic batch and spatial sizes; an empty batch and an empty spatial
# dim; int64 and bool; the method spellings
# >>> inputs
# x:float32[batch,6,h,w]
# y:float32[2,6,5]
# z:float32[2,6,2,1,3,2]
# e:float32[0,6,3]
# q:float32[2,6,0]
# i:int64[batch,4,3]
# <<<
# >>> sets
# x = torch.randn(2, 6, 3, 4); y = torch.randn(2, 6, 5); z = torch.randn(2, 6, 2, 1, 3, 2); e = torch.randn(0, 6, 3); q = torch.randn(2, 6, 0); i = torch.randint(-9, 9, (2, 4, 3))
# x = torch.randn(1, 6, 1, 2); y = torch.randn(2, 6, 5); z = torch.randn(2, 6, 2, 1, 3, 2); e = torch.randn(0, 6, 3); q = torch.randn(2, 6, 0); i = torch.randint(-9, 9, (1, 4, 3))
# x = torch.randn(0, 6, 5, 3); y = torch.randn(2, 6, 5); z = torch.randn(2, 6, 2, 1, 3, 2); e = torch.randn(0, 6, 3); q = torch.randn(2, 6, 0); i = torch.randint(-9, 9, (0, 4, 3))
# <<<
from typing import List

import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, y: Tensor, z: Tensor, e: Tensor, q: Tensor, i: Tensor) -> List[Tensor]:
    return [
        F.channel_shuffle(x, 2),
        F.channel_shuffle(x, 3),
        torch.channel_shuffle(x, 6),
        F.channel_shuffle(x, 1),
        x.channel_shuffle(3) * 2,
        y.native_channel_shuffle(2),
        F.native_channel_shuffle(y, 3),
        torch.native_channel_shuffle(z, 2),
        F.channel_shuffle(e, 3),
        F.channel_shuffle(q, 2),
        F.channel_shuffle(i, 2),
        F.channel_shuffle(i > 0, 4).to(torch.int64),
    ]
