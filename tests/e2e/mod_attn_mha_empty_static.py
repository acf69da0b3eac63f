# nn.MultiheadAttention on empty sequences whose sizes are known when compiling (no
# queries; no keys): ONNX Runtime folds the Shape of lower_ortguard.c's Reshape(t, Shape(t))
# to a constant here, and the Reshape must still keep the heads' batch transposes out of
# its FusedMatMul (transBatchA/B divides by the empty dim).
# >>> inputs
# q:float32[0,3,8]
# k:float32[4,3,8]
# v:float32[2,3,8]
# e:float32[0,3,8]
# <<<
# >>> sets
# q = torch.randn(0, 3, 8); k = torch.randn(4, 3, 8); v = torch.randn(2, 3, 8); e = torch.randn(0, 3, 8)
# q = torch.rand(0, 3, 8); k = torch.rand(4, 3, 8); v = torch.rand(2, 3, 8); e = torch.rand(0, 3, 8)
# q = torch.zeros(0, 3, 8); k = torch.full((4, 3, 8), -2.0); v = torch.full((2, 3, 8), 3.0); e = torch.zeros(0, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor, v: Tensor, e: Tensor) -> Tuple[Tensor, Optional[Tensor], Tensor, Optional[Tensor]]:
        a, w = self.attn(q, k, k)
        b, x = self.attn(v, e, e)
        return a, w, b, x
