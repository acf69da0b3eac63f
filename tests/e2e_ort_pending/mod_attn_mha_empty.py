# nn.MultiheadAttention on empty sequences, as PyTorch allows them: no queries (L = 0: empty
# output and weights) and no keys (S = 0: softmax over nothing, the output is out_proj's
# bias alone, weights (batch, L, 0)).
# Staged: at opset 17 the model matches PyTorch with ONNX Runtime's optimizations disabled,
# but at its default level ONNX Runtime (onnxruntime-node of package.json) dies of SIGFPE on
# the empty sets. Bisected (prefixes of the model's nodes, run at the default level): the
# first prefix that dies ends at /attn/MatMul_3, the scores q @ k^T ([B*H, L, 4] @
# [B*H, 4, S]), whose operands come from the batch transposes of the heads
# (q.view(L, B*H, d).transpose(0, 1): Transpose perm [1, 0, 2], and for k the same then
# perm [0, 2, 1]). ONNX Runtime's MatMul transpose fusion folds those into a FusedMatMul
# with transBatchA/transBatchB, which divides by the empty dim: with L = 0 the q side
# (blocking the fusion of q's transpose alone, by a Shape -> Reshape between it and the
# MatMul, makes the L = 0 set run), with S = 0 the k side (the same on k makes S = 0 run).
# The scaling Div is not involved (moved after the MatMul: still dies), and an Einsum for
# the scores still dies on S = 0. One-node models of the same MatMul with its transposes
# run: the fusion needs the whole head layout. So a lowering that puts a Reshape between
# a batch transpose and a MatMul avoids it, at the cost of ONNX Runtime's fusion in every
# attention model; not done. At opset 13 the model also fails with optimizations disabled,
# for another reason (scriptc's): Reshape before opset 14 reads a 0 in a run-time shape as
# "copy the input's dim" (no allowzero), so viewing the empty [B*H, 0, d] scores to
# [B, H, 0, S] asks for [B, H, d, S] (reshape() in backend_onnx/lower_shape.c handles a 0
# known at compile time only). Run: tests/run.py --build B --e2e-dir e2e_ort_pending -k e2e/
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
