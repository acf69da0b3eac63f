# >>> inputs
# x:float32[3,4]
# c:float32[3,1]
# s:float32[n,4]
# u:float32[m,4]
# <<<
# >>> stderr
# fx_loss_aten_refused.py:35:9: error: aten::binary_cross_entropy_with_logits: output with shape Float(3, 1) doesn't match the broadcast shape of the input Float(3, 4) (unknown sizes must have the same names)
#    35 |     a = torch.binary_cross_entropy_with_logits(x, c)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_aten_refused.py:36:9: error: aten::binary_cross_entropy_with_logits: output with shape Float(3, 1) doesn't match the broadcast shape of weight Float(3, 4)
#    36 |     b = torch.binary_cross_entropy_with_logits(c, c, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_aten_refused.py:37:9: error: aten::binary_cross_entropy_with_logits: output with shape Float(3, 1) doesn't match the broadcast shape of pos_weight Float(3, 4)
#    37 |     d = torch.binary_cross_entropy_with_logits(c, c, None, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_aten_refused.py:38:9: error: aten::binary_cross_entropy_with_logits: weight of rank 3 does not broadcast to the target's 2
#    38 |     e = torch.binary_cross_entropy_with_logits(c, c, torch.ones(2, 3, 1))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_loss_aten_refused.py:39:9: error: aten::binary_cross_entropy_with_logits: output with shape Float(m, 4) doesn't match the broadcast shape of the input Float(n, 4) (unknown sizes must have the same names)
#    39 |     g = torch.binary_cross_entropy_with_logits(s, u)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses of ATen's torch.binary_cross_entropy_with_logits (each checked
# there): an input, weight or pos_weight that does not broadcast into the target's shape
# (ATen computes in place on 1 - target: "output with shape [3, 1] doesn't match the
# broadcast shape [3, 4]"), a weight of a higher rank; and what scriptc cannot decide at
# compile time: an input whose unknown size has another name than the target's
def f(x: Tensor, c: Tensor, s: Tensor, u: Tensor) -> List[Tensor]:
    a = torch.binary_cross_entropy_with_logits(x, c)
    b = torch.binary_cross_entropy_with_logits(c, c, x)
    d = torch.binary_cross_entropy_with_logits(c, c, None, x)
    e = torch.binary_cross_entropy_with_logits(c, c, torch.ones(2, 3, 1))
    g = torch.binary_cross_entropy_with_logits(s, u)
    return [a, b, d, e, g]
