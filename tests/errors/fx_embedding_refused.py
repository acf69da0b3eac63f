# >>> inputs
# w:float32[5,3]
# x:int64[4]
# o:int64[2]
# y:int64[2,2]
# xf:float32[4]
# wl:int64[5,3]
# w1:float32[5]
# z:int64[2,0]
# <<<
# >>> stderr
# fx_embedding_refused.py:80:9: error: aten::embedding: Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got float32 instead
#    80 |     a = F.embedding(xf, w)
#       |         ^~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:81:9: error: aten::embedding: 'weight' must be 2-D
#    81 |     b = F.embedding(x, w1)
#       |         ^~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:82:9: error: aten::embedding: Padding_idx must be within num_embeddings
#    82 |     c = F.embedding(x, w, padding_idx=5)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:83:9: error: aten::embedding: Padding_idx must be within num_embeddings
#    83 |     d = F.embedding(x, w, padding_idx=-6)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:84:9: error: aten::embedding: max_norm is not supported (it renormalizes the weight in place)
#    84 |     e = F.embedding(x, w, max_norm=1.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:85:9: error: aten::embedding_bag: offsets has to be a 1D Tensor but got None
#    85 |     g = F.embedding_bag(x, w)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:86:9: error: aten::embedding_bag: if input is 2D, then offsets has to be None, as input is treated is a mini-batch of fixed length sequences. However, found offsets of type <unknown>
#    86 |     h = F.embedding_bag(y, w, o)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:87:9: error: aten::embedding_bag: offsets has to be a 1D Tensor
#    87 |     i = F.embedding_bag(x, w, y)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:88:9: error: aten::embedding_bag: input has to be 1D or 2D Tensor, but got Tensor of dimension 3
#    88 |     j = F.embedding_bag(y.view(1, 2, 2), w)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:89:9: error: aten::embedding_bag: mode has to be one of sum, mean or max
#    89 |     k = F.embedding_bag(x, w, o, mode="foo")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:90:9: error: aten::embedding_bag: embedding_bag: If per_sample_weights is not None, then it must have the same shape as the input
#    90 |     m = F.embedding_bag(x, w, o, per_sample_weights=o.float())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:91:9: error: aten::embedding_bag: embedding_bag: per_sample_weights was not None. per_sample_weights is only supported for mode='sum' (got mode='max'). Please open a feature request on GitHub.
#    91 |     q = F.embedding_bag(x, w, o, mode="max", per_sample_weights=xf)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:92:9: error: aten::embedding_bag: max mode does not support scaling the gradient by the frequency
#    92 |     r = F.embedding_bag(x, w, o, mode="max", scale_grad_by_freq=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:93:9: error: aten::embedding_bag: max mode does not support sparse weights
#    93 |     s = F.embedding_bag(x, w, o, mode="max", sparse=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:94:9: error: aten::embedding_bag: Expected tensor for argument #1 'weight' to have one of the following scalar types: Half, Float, Double; but got int64 instead
#    94 |     t = F.embedding_bag(x, wl, o)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:95:9: error: aten::embedding_bag: padding_idx must be within the number of embeddings, -5 through 4, but got 5
#    95 |     u = F.embedding_bag(x, w, o, padding_idx=5)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:96:9: error: aten::embedding_bag: step must be nonzero
#    96 |     v = F.embedding_bag(z, w)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_embedding_refused.py:97:10: error: aten::embedding_bag: max_norm is not supported (it renormalizes the weight in place)
#    97 |     aa = F.embedding_bag(x, w, o, max_norm=2.0)
#       |          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): float indices, a weight that is not 2-d,
# padding_idx out of range, embedding_bag without offsets for a 1-d input or with them for a
# 2-d one, 2-d offsets, a 3-d input, an unknown mode, per_sample_weights of another shape or
# with a mode other than sum, max with scale_grad_by_freq or sparse, integer weights, a 2-d
# input with no columns; and what scriptc does not support: max_norm (it renormalizes the
# weight in place)
def f(w: Tensor, x: Tensor, o: Tensor, y: Tensor, xf: Tensor, wl: Tensor, w1: Tensor, z: Tensor) -> List[Tensor]:
    a = F.embedding(xf, w)
    b = F.embedding(x, w1)
    c = F.embedding(x, w, padding_idx=5)
    d = F.embedding(x, w, padding_idx=-6)
    e = F.embedding(x, w, max_norm=1.0)
    g = F.embedding_bag(x, w)
    h = F.embedding_bag(y, w, o)
    i = F.embedding_bag(x, w, y)
    j = F.embedding_bag(y.view(1, 2, 2), w)
    k = F.embedding_bag(x, w, o, mode="foo")
    m = F.embedding_bag(x, w, o, per_sample_weights=o.float())
    q = F.embedding_bag(x, w, o, mode="max", per_sample_weights=xf)
    r = F.embedding_bag(x, w, o, mode="max", scale_grad_by_freq=True)
    s = F.embedding_bag(x, w, o, mode="max", sparse=True)
    t = F.embedding_bag(x, wl, o)
    u = F.embedding_bag(x, w, o, padding_idx=5)
    v = F.embedding_bag(z, w)
    aa = F.embedding_bag(x, w, o, max_norm=2.0)
    return [a, b, c, d, e, g, h, i, j, k, m, q, r, s, t, u, v, aa]
