# >>> inputs
# x:float32[2,7,3,3]
# y:float32[2,2,5,4]
# w:float32[6,4]
# n:int64[]
# <<<
# >>> stderr
# fx_shuffle_refused.py:50:9: error: aten::pixel_shuffle: pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of upscale_factor, but input.size(-3)=7 is not divisible by 4
#    50 |     a = F.pixel_shuffle(x, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:51:9: error: aten::pixel_shuffle: pixel_shuffle expects a positive upscale_factor, but got 0
#    51 |     b = F.pixel_shuffle(x, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:52:9: error: aten::pixel_unshuffle: pixel_unshuffle expects a positive downscale_factor, but got -2
#    52 |     c = F.pixel_unshuffle(y, -2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:53:9: error: aten::pixel_unshuffle: pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)=5 is not divisible by 2
#    53 |     d = F.pixel_unshuffle(y, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:54:9: error: aten::pixel_unshuffle: pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)=5 is not divisible by 2
#    54 |     e = F.pixel_unshuffle(y.transpose(2, 3), 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:55:9: error: aten::pixel_shuffle: pixel_shuffle expects input to have at least 3 dimensions, but got input with 2 dimension(s)
#    55 |     g = F.pixel_shuffle(w, 1)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:56:9: error: aten::channel_shuffle: channel_shuffle expects input with > 2 dims, but got input with 2 dims
#    56 |     h = F.channel_shuffle(w, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:57:9: error: aten::channel_shuffle: Number of groups to divide channels in must be positive. Value of groups:0
#    57 |     i = F.channel_shuffle(x, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:58:9: error: aten::channel_shuffle: Number of channels must be divisible by groups. Got 7 channels and 2 groups.
#    58 |     j = F.channel_shuffle(x, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# fx_shuffle_refused.py:59:9: error: aten::pixel_shuffle: upscale_factor must be a constant
#    59 |     k = F.pixel_shuffle(x, n)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): channels not divisible by the square of
# the factor, a factor below 1, sizes not divisible by it, fewer than 3 dims, groups below
# 1 or not dividing the channels; and what scriptc does not support yet: a factor that is
# not a constant
def f(x: Tensor, y: Tensor, w: Tensor, n: int) -> List[Tensor]:
    a = F.pixel_shuffle(x, 2)
    b = F.pixel_shuffle(x, 0)
    c = F.pixel_unshuffle(y, -2)
    d = F.pixel_unshuffle(y, 2)
    e = F.pixel_unshuffle(y.transpose(2, 3), 2)
    g = F.pixel_shuffle(w, 1)
    h = F.channel_shuffle(w, 2)
    i = F.channel_shuffle(x, 0)
    j = F.channel_shuffle(x, 2)
    k = F.pixel_shuffle(x, n)
    return [a, b, c, d, e, g, h, i, j, k]
