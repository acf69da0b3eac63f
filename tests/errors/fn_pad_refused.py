# >>> inputs
# x:float32[1,3,4]
# i:int64[1,3,4]
# n:int64[]
# <<<
# >>> stderr
# fn_pad_refused.py:65:9: error: aten::pad: Argument #4: Padding size should be less than the corresponding input dimension, but got: padding (4, 0) at dimension 2
#    65 |         F.pad(x, [4, 0], mode='reflect'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:66:9: error: aten::pad: Padding value causes wrapping around more than once.
#    66 |         F.pad(x, [5, 0], mode='circular'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:67:9: error: aten::pad: Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now
#    67 |         F.pad(x[0, 0], [1, 1], mode='reflect'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:68:9: error: aten::pad: Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now
#    68 |         F.pad(x.unsqueeze(0), [1, 1], mode='replicate'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:69:9: error: aten::pad: Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now
#    69 |         F.pad(x[0], [1, 1, 1, 1], mode='reflect'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:70:9: error: aten::pad: Invalid padding size, expected 2 but got 4
#    70 |         F.pad(x, [1, 1, 1, 1], mode='circular'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:71:9: error: aten::pad: PyTorch's reflect padding (1d) is not implemented for int64
#    71 |         F.pad(i, [1, 1], mode='reflect'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:72:9: error: aten::pad: PyTorch's replicate padding (1d) is not implemented for int64
#    72 |         F.pad(i, [1, 1], mode='replicate'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:73:9: error: aten::pad: start (0) + length (-1) exceeds dimension size (1).
#    73 |         F.pad(x, [-3, -2]),
#       |         ^~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:74:9: error: aten::pad: Padding length must be divisible by 2
#    74 |         F.pad(x, [1, 2, 3]),
#       |         ^~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:75:9: error: aten::pad: Padding length too large
#    75 |         F.pad(x, [1, 1, 1, 1, 1, 1, 1, 1]),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:76:9: error: aten::pad: Padding mode "reflect" doesn't take in value argument
#    76 |         F.pad(x, [1, 1], mode='reflect', value=2.0),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:77:9: error: aten::pad: Unrecognised padding mode foo
#    77 |         F.pad(x, [1, 1], mode='foo'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:78:9: error: aten::pad: The input size 4, plus negative padding -2 and -2 resulted in a negative output size, which is invalid. Check dimension 2 of your input.
#    78 |         F.pad(x, [-2, -2, 1, 0]),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fn_pad_refused.py:79:9: error: aten::pad: start (5) + length (-1) exceeds dimension size (4).
#    79 |         F.pad(x, [-5, 2]),
#       |         ^~~~~~~~~~~~~~~~~
# fn_pad_refused.py:80:9: error: aten::pad: pad must be a constant for mode 'circular'
#    80 |         F.pad(x, [n, 1], mode='circular'),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# Each call raises in PyTorch 1.13 (the last: scriptc needs circular pads as constants)
def f(x: Tensor, i: Tensor, n: int) -> List[Tensor]:
    return [
        F.pad(x, [4, 0], mode='reflect'),
        F.pad(x, [5, 0], mode='circular'),
        F.pad(x[0, 0], [1, 1], mode='reflect'),
        F.pad(x.unsqueeze(0), [1, 1], mode='replicate'),
        F.pad(x[0], [1, 1, 1, 1], mode='reflect'),
        F.pad(x, [1, 1, 1, 1], mode='circular'),
        F.pad(i, [1, 1], mode='reflect'),
        F.pad(i, [1, 1], mode='replicate'),
        F.pad(x, [-3, -2]),
        F.pad(x, [1, 2, 3]),
        F.pad(x, [1, 1, 1, 1, 1, 1, 1, 1]),
        F.pad(x, [1, 1], mode='reflect', value=2.0),
        F.pad(x, [1, 1], mode='foo'),
        F.pad(x, [-2, -2, 1, 0]),
        F.pad(x, [-5, 2]),
        F.pad(x, [n, 1], mode='circular'),
    ]
