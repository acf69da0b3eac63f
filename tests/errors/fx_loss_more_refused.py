# >>> inputs
# x:float32[3,4]
# t:int64[3]
# m:int64[3,4]
# s:float32[n,4]
# v:float32[k]
# <<<
# >>> stderr
# fx_loss_more_refused.py:81:9: error: aten::huber_loss: huber_loss does not support non-positive values for delta.
#    81 |     a = F.huber_loss(x, x, delta=0.0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:82:9: error: aten::kl_div: avg is not a valid value for reduction
#    82 |     b = F.kl_div(x, x, reduction="avg")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:83:9: error: aten::gaussian_nll_loss: var is of incorrect size
#    83 |     c = F.gaussian_nll_loss(x, x, torch.ones(3, 2))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:84:9: error: aten::gaussian_nll_loss: avg is not valid
#    84 |     d = F.gaussian_nll_loss(x, x, torch.ones(3, 4), reduction="avg")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:85:9: error: aten::multi_margin_loss: only p == 1 and p == 2 supported
#    85 |     e = F.multi_margin_loss(x, t, p=3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:86:9: error: aten::multi_margin_loss: weight must be one-dimensional
#    86 |     g = F.multi_margin_loss(x, t, weight=torch.ones(2, 2))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:87:9: error: aten::multi_margin_loss: expected scalar type Long but found float32
#    87 |     h = F.multi_margin_loss(x, t.float())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:88:9: error: aten::multi_margin_loss: inconsistent target size, got: Long(2)
#    88 |     i = F.multi_margin_loss(x, t[:2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:89:9: error: aten::multilabel_margin_loss: inconsistent size Long(3, 3) for argument #2 'target' (of input Float(3, 4); unknown sizes must have the same names)
#    89 |     j = F.multilabel_margin_loss(x, m[:, :3])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:90:9: error: aten::margin_ranking_loss: margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: Float(3, 4), input2: Float(3, 4), target: Float(4) 
#    90 |     k = F.margin_ranking_loss(x, x, x[0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:91:9: error: aten::cosine_embedding_loss: 0D or 1D target tensor expected, multi-target not supported
#    91 |     l = F.cosine_embedding_loss(x, x, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:92:9: error: aten::cosine_embedding_loss: 0D target tensor expects 1D input tensors, but found inputs with sizes Float(3, 4) and Float(3, 4).
#    92 |     n = F.cosine_embedding_loss(x, x, x[0, 0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:93:9: error: aten::triplet_margin_loss: All inputs should have same dimension but got 2D, 2D and 1D inputs.
#    93 |     o = F.triplet_margin_loss(x, x, x[0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:94:9: error: aten::poisson_nll_loss: avg is not valid
#    94 |     p = F.poisson_nll_loss(x, x, reduction="avg")
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:95:9: error: aten::huber_loss: huber_loss of int64 inputs is not supported (float32 and float64 are)
#    95 |     q = F.huber_loss(t, t)
#       |         ^~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:96:9: error: aten::multi_margin_loss: expected scalar type float32 but found float64
#    96 |     r = F.multi_margin_loss(x, t, weight=torch.ones(4, dtype=torch.float64))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:97:9: error: aten::multilabel_soft_margin_loss: dimension specified as -1 but tensor has no dimensions
#    97 |     u = F.multilabel_soft_margin_loss(x[0, 0], x[0, 0])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:98:9: error: aten::gaussian_nll_loss: which of F.gaussian_nll_loss's rules var's sizes follow depends on sizes known only at run time: give var the input's sizes, or them without the last, or with the last 1, in the same names
#    98 |     w = F.gaussian_nll_loss(s, s, v)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_more_refused.py:99:9: error: aten::multi_margin_loss: the target's size must be the input's batch size, in the same name (got Long(k) and Float(n, 4))
#    99 |     y = F.multi_margin_loss(s, v.long())
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): a delta <= 0, unknown reductions (ATen's
# wording, and F's own for gaussian_nll_loss and poisson_nll_loss), a var of no accepted
# size, p 3, a 2-d weight, a float target, a target of another size, inputs of different
# ranks, a 2-d target, a 0-d target with 2-d inputs, integer inputs, a weight of another
# dtype, a 0-d input to multilabel_soft_margin_loss; and what scriptc cannot decide at
# compile time: which size rule a var follows when its sizes are other names than the
# input's, a target whose unknown size is another name than the input's
def f(x: Tensor, t: Tensor, m: Tensor, s: Tensor, v: Tensor) -> List[Tensor]:
    a = F.huber_loss(x, x, delta=0.0)
    b = F.kl_div(x, x, reduction="avg")
    c = F.gaussian_nll_loss(x, x, torch.ones(3, 2))
    d = F.gaussian_nll_loss(x, x, torch.ones(3, 4), reduction="avg")
    e = F.multi_margin_loss(x, t, p=3)
    g = F.multi_margin_loss(x, t, weight=torch.ones(2, 2))
    h = F.multi_margin_loss(x, t.float())
    i = F.multi_margin_loss(x, t[:2])
    j = F.multilabel_margin_loss(x, m[:, :3])
    k = F.margin_ranking_loss(x, x, x[0])
    l = F.cosine_embedding_loss(x, x, x)
    n = F.cosine_embedding_loss(x, x, x[0, 0])
    o = F.triplet_margin_loss(x, x, x[0])
    p = F.poisson_nll_loss(x, x, reduction="avg")
    q = F.huber_loss(t, t)
    r = F.multi_margin_loss(x, t, weight=torch.ones(4, dtype=torch.float64))
    u = F.multilabel_soft_margin_loss(x[0, 0], x[0, 0])
    w = F.gaussian_nll_loss(s, s, v)
    y = F.multi_margin_loss(s, v.long())
    return [a, b, c, d, e, g, h, i, j, k, l, n, o, p, q, r, u, w, y]
