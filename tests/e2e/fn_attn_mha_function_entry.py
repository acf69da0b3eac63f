# F.multi_head_attention_forward called from a function entry (no module: scriptc loads
# the prelude for the F name), its weights graph inputs, unbatched inputs.
# >>> inputs
# q:float32[L,8]
# k:float32[S,8]
# w:float32[24,8]
# b:float32[24]
# ow:float32[8,8]
# ob:float32[8]
# <<<
# >>> sets
# q = torch.randn(3, 8); k = torch.randn(5, 8); w = torch.randn(24, 8) / 3; b = torch.randn(24) * 0.1; ow = torch.randn(8, 8) / 3; ob = torch.randn(8) * 0.1
# q = torch.randn(1, 8); k = torch.randn(1, 8); w = torch.randn(24, 8) / 3; b = torch.randn(24) * 0.1; ow = torch.randn(8, 8) / 3; ob = torch.randn(8) * 0.1
# q = torch.randn(6, 8); k = torch.randn(2, 8); w = torch.randn(24, 8) / 3; b = torch.randn(24) * 0.1; ow = torch.randn(8, 8) / 3; ob = torch.randn(8) * 0.1
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


def f(q: Tensor, k: Tensor, w: Tensor, b: Tensor, ow: Tensor, ob: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
    return F.multi_head_attention_forward(q, k, k, 8, 2, w, b, None, None, False, 0.0, ow, ob,
                                          training=False)
