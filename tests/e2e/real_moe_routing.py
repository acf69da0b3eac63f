# Mixture-of-experts routing as users write it: softmax gates, topk(2), per expert the rows
# routed to it (nonzero of a mask, squeeze), `continue` for an expert with none, a gather of
# those rows and their weights, and index_add_ of the weighted outputs into a zeros_like
# buffer. 1, 5 and 9 rows.
# >>> inputs
# x:float32[N,4]
# gate_w:float32[4,3]
# experts:float32[3,4,4]
# <<<
# >>> sets
# x = torch.randn(1, 4); gate_w = torch.randn(4, 3); experts = torch.randn(3, 4, 4) * 0.5
# x = torch.randn(5, 4); gate_w = torch.randn(4, 3); experts = torch.randn(3, 4, 4) * 0.5
# x = torch.randn(9, 4); gate_w = torch.randn(4, 3) * 3; experts = torch.randn(3, 4, 4) * 0.5
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, gate_w: Tensor, experts: Tensor) -> Tensor:
    E = experts.size(0)
    logits = x @ gate_w
    probs = F.softmax(logits, dim=-1)
    top = probs.topk(2, dim=-1)
    out = torch.zeros_like(x)
    for e in range(E):
        mask = top.indices == e
        rows = mask.any(dim=-1).nonzero().squeeze(1)
        if rows.numel() == 0:
            continue
        weight = (top.values * mask.float()).sum(-1)[rows]
        y = torch.relu(x[rows] @ experts[e])
        out.index_add_(0, rows, y * weight.unsqueeze(1))
    return out
