# >>> inputs
# x:float32[2,3]
# i:int64[3]
# s:float32[4]
# <<<
# >>> stderr
# search_refused.py:58:13: error: one_hot: one_hot is only applicable to index tensor (int64; got Int)
#    58 |     return [F.one_hot(i.int(), 3),
#       |             ^~~~~~~~~~~~~~~~~~~~~
# search_refused.py:59:13: error: one_hot: num_classes is -2: PyTorch raises (Class values must be smaller than num_classes)
#    59 |             F.one_hot(i, -2),
#       |             ^~~~~~~~~~~~~~~~
# search_refused.py:60:13: error: bincount: "bincount_cpu" not implemented for 'Float'
#    60 |             torch.bincount(x[0]),
#       |             ^~~~~~~~~~~~~~~~~~~~
# search_refused.py:61:13: error: bincount: bincount only supports 1-d non-negative integral inputs.
#    61 |             torch.bincount(i.view(1, 3)),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:62:13: error: bincount: weights should be 1-d and have the same length as input
#    62 |             torch.bincount(i, x[0, :2]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:63:13: error: histc: "histogram_cpu" not implemented for 'Long'
#    63 |             torch.histc(i),
#       |             ^~~~~~~~~~~~~~
# search_refused.py:64:13: error: torch.histc: max must be larger than min
#    64 |             torch.histc(x, 4, 3, 1),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:65:13: error: torch.histogram(): bins must be > 0, but got 0 for dimension 0
#    65 |             torch.histc(x, 0),
#       |             ^~~~~~~~~~~~~~~~~
# search_refused.py:66:13: error: torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True
#    66 |             torch.searchsorted(s, x, right=True, side='left'),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:67:13: error: searchsorted: side can only be 'left' or 'right' but got middle
#    67 |             torch.searchsorted(s, x, side='middle'),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:68:13: error: torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension is 1, but we got boundaries tensor dim(2)
#    68 |             torch.searchsorted(x, 2.0),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:69:13: error: searchsorted: boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries tensor and input value tensor must match
#    69 |             torch.searchsorted(x, s),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~
# search_refused.py:70:13: error: bucketize: boundaries tensor must be 1 dimension, but got dim(2)
#    70 |             torch.bucketize(s, x),
#       |             ^~~~~~~~~~~~~~~~~~~~~
# search_refused.py:71:13: error: masked_select: expected BoolTensor or ByteTensor for mask (got Long)
#    71 |             torch.masked_select(x, i)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13
def f(x: Tensor, i: Tensor, s: Tensor) -> List[Tensor]:
    return [F.one_hot(i.int(), 3),
            F.one_hot(i, -2),
            torch.bincount(x[0]),
            torch.bincount(i.view(1, 3)),
            torch.bincount(i, x[0, :2]),
            torch.histc(i),
            torch.histc(x, 4, 3, 1),
            torch.histc(x, 0),
            torch.searchsorted(s, x, right=True, side='left'),
            torch.searchsorted(s, x, side='middle'),
            torch.searchsorted(x, 2.0),
            torch.searchsorted(x, s),
            torch.bucketize(s, x),
            torch.masked_select(x, i)]
