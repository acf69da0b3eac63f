# >>> inputs
# x:float32[2,3,4]
# k:int64[2,3,4]
# w3:float32[3]
# w12:float32[12]
# d4:float64[4]
# one:float32[1,3]
# v:float32[3]
# <<<
# >>> stderr
# np_layer_group_norm_refused.py:68:9: error: aten::layer_norm: Given normalized_shape of 1 dims, expected input with shape [*, normalized_shape], but got input of 3 dims or other sizes
#    68 |     a = F.layer_norm(x, [3])
#       |         ^~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:69:9: error: aten::layer_norm: Expected weight to be of same shape as normalized_shape
#    69 |     b = F.layer_norm(x, [4], w3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:70:9: error: aten::layer_norm: Expected weight to be of same shape as normalized_shape
#    70 |     c = F.layer_norm(x, [3, 4], w12)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:71:9: error: aten::layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = []
#    71 |     d = F.layer_norm(x, [])
#       |         ^~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:72:9: error: aten::layer_norm: "LayerNormKernelImpl" not implemented for int64
#    72 |     e = F.layer_norm(k, [4])
#       |         ^~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:73:9: error: aten::layer_norm: expected scalar type float32 but found float64 (weight)
#    73 |     g = F.layer_norm(x, [4], d4)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:74:9: error: aten::layer_norm: Given normalized_shape of 4 dims, expected input with shape [*, normalized_shape], but got input of 3 dims or other sizes
#    74 |     h = F.layer_norm(x, [1, 2, 3, 4])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:75:9: error: aten::group_norm: Expected number of channels in input to be divisible by num_groups, but got 3 channels and num_groups=2
#    75 |     i = F.group_norm(x, 2)
#       |         ^~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:76:9: error: aten::group_norm: Expected weight to be a vector of size equal to the number of channels in input
#    76 |     j = F.group_norm(x, 3, w12)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:77:9: error: aten::group_norm: Expected more than 1 value per channel when training
#    77 |     m = F.group_norm(one, 3)
#       |         ^~~~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:78:9: error: aten::group_norm: Expected at least 2 dimensions for input tensor but received 1
#    78 |     o = F.group_norm(v, 1)
#       |         ^~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:79:9: error: aten::group_norm: num_groups must be positive, not 0 (PyTorch: integer division or modulo by zero, or a negative group size)
#    79 |     p = F.group_norm(x, 0)
#       |         ^~~~~~~~~~~~~~~~~~
# np_layer_group_norm_refused.py:80:9: error: aten::group_norm: "GroupNormKernelImpl" not implemented for int64
#    80 |     q = F.group_norm(k, 3)
#       |         ^~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch's messages (torch 1.13, eager): "Given normalized_shape=[3], expected input with
# shape [*, 3], but got input of size[2, 3, 4]", "Expected weight to be of same shape as
# normalized_shape, but got weight of shape [3] and normalized_shape = [4]", "Expected
# normalized_shape to be at least 1-dimensional ...", "\"LayerNormKernelImpl\" not implemented
# for 'Long'", "expected scalar type Float but found Double", "Expected number of channels in
# input to be divisible by num_groups, ...", "Expected weight to be a vector of size equal to
# the number of channels in input, ...", "Expected more than 1 value per channel when
# training, got input size [1, 3]", "Expected at least 2 dimensions for input tensor but
# received 1", "integer division or modulo by zero"
def f(x: Tensor, k: Tensor, w3: Tensor, w12: Tensor, d4: Tensor, one: Tensor,
      v: Tensor) -> List[Tensor]:
    a = F.layer_norm(x, [3])
    b = F.layer_norm(x, [4], w3)
    c = F.layer_norm(x, [3, 4], w12)
    d = F.layer_norm(x, [])
    e = F.layer_norm(k, [4])
    g = F.layer_norm(x, [4], d4)
    h = F.layer_norm(x, [1, 2, 3, 4])
    i = F.group_norm(x, 2)
    j = F.group_norm(x, 3, w12)
    m = F.group_norm(one, 3)
    o = F.group_norm(v, 1)
    p = F.group_norm(x, 0)
    q = F.group_norm(k, 3)
    return [a, b, c, d, e, g, h, i, j, m, o, p, q]
