# >>> inputs
# x:float32[2,4,7,7]
# w:float32[6,2,3,3]
# h:float16[2,4,7,7]
# wh:float16[6,2,3,3]
# d:float64[6]
# <<<
# >>> stderr
# fn_conv_refused.py:95:9: error: aten::conv2d: padding='same' is not supported for strided convolutions
#    95 |         F.conv2d(x, w, groups=2, padding='same', stride=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:96:9: error: aten::conv2d: Invalid padding string: 'foo'
#    96 |         F.conv2d(x, w, groups=2, padding='foo'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:97:9: error: aten::conv2d: Given groups=3, weight of size [6, 2, 3, 3], expected input[2, 4, 7, 7] to have 6 channels, but got 4 channels instead
#    97 |         F.conv2d(x, w, groups=3),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:98:9: error: aten::conv2d: Given groups=1, weight of size [6, 2, 3, 3], expected input[2, 4, 7, 7] to have 2 channels, but got 4 channels instead
#    98 |         F.conv2d(x, w),
#       |         ^~~~~~~~~~~~~~
# fn_conv_refused.py:99:9: error: aten::conv2d: padded input size 7 of spatial dim 0 is smaller than the dilated kernel's 9 (PyTorch: kernel size can't be greater than actual input size)
#    99 |         F.conv2d(x, torch.zeros(6, 2, 9, 9), groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:100:9: error: aten::conv2d: negative padding is not supported
#   100 |         F.conv2d(x, w, groups=2, padding=-1),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:101:9: error: aten::conv2d: non-positive stride is not supported
#   101 |         F.conv2d(x, w, groups=2, stride=0),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:102:9: error: aten::conv2d: non-positive dilation is not supported
#   102 |         F.conv2d(x, w, groups=2, dilation=0),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:103:9: error: aten::conv2d: non-positive groups is not supported
#   103 |         F.conv2d(x, w, groups=0),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:104:9: error: aten::conv2d: expected stride to be a single integer value or a list of 2 values to match the convolution dimensions, but got stride=[1, 2, 3]
#   104 |         F.conv2d(x, w, groups=2, stride=[1, 2, 3]),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:105:9: error: aten::conv2d: expected 3D (unbatched) or 4D (batched) input to conv2d, but got a 5-d input
#   105 |         F.conv2d(x.unsqueeze(0), w, groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:106:9: error: aten::conv2d: PyTorch has no conv of float16 tensors on the CPU
#   106 |         F.conv2d(h, wh, groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:107:9: error: aten::conv2d: input is float32 but bias is float64 (PyTorch needs them the same)
#   107 |         F.conv2d(x, w, d, groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:108:9: error: aten::conv2d: Given weight of size [6, 2, 3, 3], expected bias to be 1-dimensional with 6 elements, but got bias of size [5] instead
#   108 |         F.conv2d(x, w, d[:5].float(), groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:109:9: error: aten::conv2d: Given groups=2, expected weight to be divisible by 2 at dimension 0, but got weight of size [5, 2, 3, 3] instead
#   109 |         F.conv2d(x, w[:5], groups=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:110:9: error: aten::conv_transpose2d: output padding must be smaller than either stride or dilation, but got output_padding=2, stride=2, dilation=1
#   110 |         F.conv_transpose2d(x, w[:4], stride=2, output_padding=2),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:111:9: error: aten::conv_transpose2d: calculated output size -3 of spatial dim 0 is too small (PyTorch: output size is too small)
#   111 |         F.conv_transpose2d(x, w[:4], padding=6),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:112:9: error: aten::conv_transpose2d: conv_transpose of bfloat16 tensors is refused: PyTorch 1.13's CPU kernel computes a convolution instead
#   112 |         F.conv_transpose2d(x.to(torch.bfloat16), w[:4].to(torch.bfloat16), stride=2, padding=1),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_conv_refused.py:113:9: error: aten::conv_transpose2d: PyTorch has no conv_transpose of int32 tensors on the CPU
#   113 |         F.conv_transpose2d(x.int(), w[:4].int()),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# Each call raises in PyTorch 1.13 (torch.jit.script of the same calls), with these messages:
#   padding='same' is not supported for strided convolutions
#   Invalid padding string: 'foo'
#   Given groups=3, weight of size [6, 2, 3, 3], expected input[2, 4, 7, 7] to have 6 channels, but got 4 channels instead
#   Given groups=1, weight of size [6, 2, 3, 3], expected input[2, 4, 7, 7] to have 2 channels, but got 4 channels instead
#   Calculated padded input size per channel: (7 x 7). Kernel size: (9 x 9). Kernel size can't be greater than actual input size
#   negative padding is not supported
#   non-positive stride is not supported
#   non-positive dilation is not supported
#   non-positive groups is not supported
#   expected stride to be a single integer value or a list of 2 values to match the convolution dimensions, but got stride=[1, 2, 3]
#   Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: [1, 2, 4, 7, 7]
#   "slow_conv2d_cpu" not implemented for 'Half'
#   Input type (float) and bias type (double) should be the same
#   Given weight of size [6, 2, 3, 3], expected bias to be 1-dimensional with 6 elements, but got bias of size [5] instead
#   Given groups=2, expected weight to be divisible by 2 at dimension 0, but got weight of size [[5, 2, 3, 3]] instead
#   output padding must be smaller than either stride or dilation
#   Given input size per channel: (7 x 7). Calculated output size per channel: (-3 x -3). Output size is too small
#   (bfloat16 conv_transpose: PyTorch 1.13 computes a convolution's result instead; refused)
#   "slow_conv_transpose2d_out_cpu" not implemented for 'Int'
def f(x: Tensor, w: Tensor, h: Tensor, wh: Tensor, d: Tensor) -> List[Tensor]:
    return [
        F.conv2d(x, w, groups=2, padding='same', stride=2),
        F.conv2d(x, w, groups=2, padding='foo'),
        F.conv2d(x, w, groups=3),
        F.conv2d(x, w),
        F.conv2d(x, torch.zeros(6, 2, 9, 9), groups=2),
        F.conv2d(x, w, groups=2, padding=-1),
        F.conv2d(x, w, groups=2, stride=0),
        F.conv2d(x, w, groups=2, dilation=0),
        F.conv2d(x, w, groups=0),
        F.conv2d(x, w, groups=2, stride=[1, 2, 3]),
        F.conv2d(x.unsqueeze(0), w, groups=2),
        F.conv2d(h, wh, groups=2),
        F.conv2d(x, w, d, groups=2),
        F.conv2d(x, w, d[:5].float(), groups=2),
        F.conv2d(x, w[:5], groups=2),
        F.conv_transpose2d(x, w[:4], stride=2, output_padding=2),
        F.conv_transpose2d(x, w[:4], padding=6),
        F.conv_transpose2d(x.to(torch.bfloat16), w[:4].to(torch.bfloat16), stride=2, padding=1),
        F.conv_transpose2d(x.int(), w[:4].int()),
    ]
