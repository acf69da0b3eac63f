# >>> inputs
# x:float32[3,4]
# t:int64[3]
# i:int64[3,4]
# h:float16[3,4]
# <<<
# >>> stderr
# fx_loss_refused.py:70:9: error: aten::mse_loss: "mse_loss" not implemented for int64
#    70 |     a = F.mse_loss(i, i)
#       |         ^~~~~~~~~~~~~~~~
# fx_loss_refused.py:71:9: error: aten::nll_loss: expected scalar type Long but found int32
#    71 |     b = F.nll_loss(x, t.to(torch.int32))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:72:9: error: aten::nll_loss: expected scalar type Long but found float32
#    72 |     c = F.nll_loss(x, t.float())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:73:9: error: aten::nll_loss: Expected input batch_size (3) to match target batch_size (1).
#    73 |     d = F.nll_loss(x, i[:1])
#       |         ^~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:74:9: error: aten::cross_entropy: Expected input batch_size (3) to match target batch_size (2).
#    74 |     e = F.cross_entropy(x, t[:2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:75:9: error: aten::cross_entropy: weight tensor should be defined either for all 4 classes or no classes
#    75 |     g = F.cross_entropy(x, t, weight=torch.ones(3))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:76:9: error: aten::cross_entropy: label_smoothing must be between 0.0 and 1.0. Got: 1.5
#    76 |     j = F.cross_entropy(x, t, label_smoothing=1.5)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:77:9: error: aten::binary_cross_entropy: Using a target size that is different to the input size is deprecated. Please ensure they have the same size.
#    77 |     k = F.binary_cross_entropy(x.sigmoid(), x.sigmoid()[0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:78:9: error: aten::binary_cross_entropy: Found dtype float64 but expected float32
#    78 |     m = F.binary_cross_entropy(x.sigmoid(), x.sigmoid().double())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:79:9: error: aten::binary_cross_entropy: "binary_cross_entropy" not implemented for float16
#    79 |     n = F.binary_cross_entropy(h, h)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:80:9: error: aten::binary_cross_entropy_with_logits: Target size must be the same as input size
#    80 |     o = F.binary_cross_entropy_with_logits(x, x[0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:81:9: error: aten::smooth_l1_loss: smooth_l1_loss does not support negative values for beta.
#    81 |     p = F.smooth_l1_loss(x, x, beta=-1.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:82:9: error: aten::l1_loss: avg is not a valid value for reduction
#    82 |     q = F.l1_loss(x, x, reduction="avg")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:83:9: error: aten::mse_loss: shapes Float(3, 4) and Float(3, 3) do not broadcast (dim 1: 4 vs 3)
#    83 |     r = F.mse_loss(x, i[:, :3].float())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_refused.py:84:9: error: aten::mse_loss: float16 inputs are not supported yet
#    84 |     s = F.mse_loss(h, h)
#       |         ^~~~~~~~~~~~~~~~
# fx_loss_refused.py:85:9: error: aten::nll_loss: "nll_loss" not implemented for float16
#    85 |     u = F.nll_loss(h, t)
#       |         ^~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): integer inputs, int32 or float targets of
# nll_loss, a batch size that differs, a multi-target, a weight of another class count,
# label_smoothing above 1, binary_cross_entropy's target of another size or dtype, a
# float16 binary_cross_entropy, ..._with_logits' target of another size, a negative beta,
# an unknown reduction, shapes that do not broadcast, float16 nll_loss; and what scriptc does
# not support yet: float16 mse_loss (PyTorch rounds its half arithmetic step by step)
def f(x: Tensor, t: Tensor, i: Tensor, h: Tensor) -> List[Tensor]:
    a = F.mse_loss(i, i)
    b = F.nll_loss(x, t.to(torch.int32))
    c = F.nll_loss(x, t.float())
    d = F.nll_loss(x, i[:1])
    e = F.cross_entropy(x, t[:2])
    g = F.cross_entropy(x, t, weight=torch.ones(3))
    j = F.cross_entropy(x, t, label_smoothing=1.5)
    k = F.binary_cross_entropy(x.sigmoid(), x.sigmoid()[0])
    m = F.binary_cross_entropy(x.sigmoid(), x.sigmoid().double())
    n = F.binary_cross_entropy(h, h)
    o = F.binary_cross_entropy_with_logits(x, x[0])
    p = F.smooth_l1_loss(x, x, beta=-1.0)
    q = F.l1_loss(x, x, reduction="avg")
    r = F.mse_loss(x, i[:, :3].float())
    s = F.mse_loss(h, h)
    u = F.nll_loss(h, t)
    return [a, b, c, d, e, g, j, k, m, n, o, p, q, r, s, u]
