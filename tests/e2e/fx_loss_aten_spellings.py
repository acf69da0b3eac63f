# The torch.X spellings of the losses F calls are ATen's own operators, with ATen's
# arguments: reduction an int (at::Reduction: 1 mean, 2 sum, any other value none), weight and
# pos_weight before it, no size_average/reduce, no 'batchmean'. They are not F's functions: before
# they had their own rows, torch.binary_cross_entropy_with_logits(x, t, None, None, 0) read its
# fourth and fifth arguments as F's size_average and reduce.  ATen's
# binary_cross_entropy_with_logits computes in place on (1 - target): the input, weight and
# pos_weight broadcast into the target's shape (F checks the sizes equal first);
# margin_ranking_loss broadcasts inputs of any rank (F checks the ranks). Three are methods
# too (x.kl_div(t)).
# >>> inputs
# x:float32[n,1]
# t:float32[n,4]
# w:float32[4]
# pw:float32[n,1]
# y:float32[n,4]
# v:float32[4]
# <<<
# >>> sets
# x = torch.randn(3, 1) * 3; t = torch.rand(3, 4); w = torch.rand(4); pw = torch.rand(3, 1) * 2; y = torch.randn(3, 4).sign(); v = torch.randn(4)
# x = torch.randn(1, 1); t = torch.rand(1, 4); w = torch.rand(4) + 1; pw = torch.rand(1, 1); y = torch.ones(1, 4); v = torch.randn(4) * 5
# x = torch.randn(0, 1); t = torch.rand(0, 4); w = torch.rand(4); pw = torch.rand(0, 1); y = torch.ones(0, 4); v = torch.randn(4)
# x = torch.randn(5, 1) * 20; t = torch.rand(5, 4); w = torch.rand(4); pw = torch.rand(5, 1) * 3; y = -torch.ones(5, 4); v = torch.randn(4)
# <<<
from typing import List

import torch
from torch import Tensor


def f(x: Tensor, t: Tensor, w: Tensor, pw: Tensor, y: Tensor, v: Tensor) -> List[Tensor]:
    return [
        torch.binary_cross_entropy_with_logits(x, t, None, None, 0),
        torch.binary_cross_entropy_with_logits(x, t, w, pw, 2),
        torch.binary_cross_entropy_with_logits(x, t, w),
        torch.binary_cross_entropy_with_logits(x, t, pos_weight=w, reduction=0),
        torch.binary_cross_entropy_with_logits(x, t, None, None, 7),
        torch.binary_cross_entropy_with_logits(x, t, None, None, -1),
        torch.kl_div(x, t),
        torch.kl_div(x, t, 2, log_target=True),
        torch.kl_div(x, t, 0),
        torch.hinge_embedding_loss(t, y, 0.5, 0),
        torch.hinge_embedding_loss(t, y),
        torch.margin_ranking_loss(v, t, y, 0.2, 0),
        torch.margin_ranking_loss(v, t, y),
        torch.cosine_embedding_loss(t, y, y[:, 0], 0.1, 0),
        torch.cosine_embedding_loss(t, y, y[:, 0]),
        torch.triplet_margin_loss(t, y, t * 2, 1.0, 2.0, 1e-6, False, 0),
        torch.triplet_margin_loss(t, y, t * 2, 0.5, 1.0, 1e-6, True, 2),
        x.binary_cross_entropy_with_logits(t, w, reduction=0),
        x.kl_div(t, 0, log_target=True),
        t.hinge_embedding_loss(y, 0.5, 2),
    ]
