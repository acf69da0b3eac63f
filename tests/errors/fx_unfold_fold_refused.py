# >>> inputs
# x:float32[2,3,2,2]
# y:float32[2,12,19]
# i:int64[2,3,4,4]
# w:float32[3,4]
# <<<
# >>> stderr
# fx_unfold_fold_refused.py:40:9: error: aten::unfold: Given input with spatial size (2, 2), kernel_size=(3, 3), dilation=(1, 1), padding=(0, 0), calculated shape of the array of sliding blocks as (0, 0), but its components must be at least one.
#    40 |     a = F.unfold(x, 3)
#       |         ^~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:41:9: error: aten::unfold: "im2col_out_cpu" not implemented for int64
#    41 |     b = F.unfold(i, 2)
#       |         ^~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:42:9: error: aten::unfold: Expected 3D (unbatched) or 4D (batched) input tensor, but got input of rank 2
#    42 |     c = F.unfold(w, 2)
#       |         ^~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:43:9: error: aten::unfold: kernel size should be greater than zero, but got kernel_height: 0 kernel_width: 0
#    43 |     d = F.unfold(x, 0)
#       |         ^~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:44:9: error: aten::fold: Given output_size=(5, 6), kernel_size=(2, 2), dilation=(1, 1), padding=(0, 0), stride=(1, 1), expected size of input's dimension 2 to match the calculated number of sliding blocks 4 * 5 = 20, but got input.size(2)=19.
#    44 |     e = F.fold(y, (5, 6), 2)
#       |         ^~~~~~~~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:45:9: error: aten::fold: Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got input.size(1)=11 and kernel_size=(2, 2).
#    45 |     g = F.fold(y[:, :11], (5, 6), 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_unfold_fold_refused.py:46:9: error: aten::fold: float16 inputs of fold are not supported yet
#    46 |     h = F.fold(y.half(), (5, 6), 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): no sliding block fits, integer inputs,
# a 2-d unfold input, a kernel of 0, fold's block count or channel count off; and what
# scriptc does not support yet: float16 fold (the order of col2im's half sums)
def f(x: Tensor, y: Tensor, i: Tensor, w: Tensor) -> List[Tensor]:
    a = F.unfold(x, 3)
    b = F.unfold(i, 2)
    c = F.unfold(w, 2)
    d = F.unfold(x, 0)
    e = F.fold(y, (5, 6), 2)
    g = F.fold(y[:, :11], (5, 6), 2)
    h = F.fold(y.half(), (5, 6), 2)
    return [a, b, c, d, e, g, h]
