# nn.MultiheadAttention on empty sequences, as PyTorch allows them: no queries (L = 0: empty
# output and weights) and no keys (S = 0: softmax over nothing, the output is out_proj's
# bias alone, weights (batch, L, 0)).
# Staged: the model matches PyTorch with ONNX Runtime's optimizations disabled, but at its
# default level ONNX Runtime (onnxruntime-node of package.json) dies of SIGFPE on the empty
# sets (its optimized graph folds transposes into com.microsoft FusedMatMul nodes; which
# fusion crashes is not isolated: a bmm of a transposed empty operand alone runs). Run: tests/run.py --build B --e2e-dir e2e_ort_pending -k e2e/
# >>> inputs
# q:float32[L,batch,8]
# k:float32[S,batch,8]
# <<<
# >>> sets
# q = torch.randn(0, 3, 8); k = torch.randn(4, 3, 8)
# q = torch.randn(3, 2, 8); k = torch.randn(0, 2, 8)
# q = torch.randn(2, 3, 8); k = torch.randn(5, 3, 8)
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor
from typing import List, Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2)

    def forward(self, q: Tensor, k: Tensor) -> Tuple[Tensor, Optional[Tensor]]:
        return self.attn(q, k, k)
