# >>> inputs
# h:float16[n,3]
# i:int64[n,3]
# c:bool[n,3]
# <<<
# >>> sets
# h = torch.randn(2, 3).half(); i = torch.randint(-5, 5, (2, 3)); c = torch.rand(2, 3) > 0.5
# h = torch.randn(4, 3).half(); i = torch.randint(-5, 5, (4, 3)); c = torch.rand(4, 3) > 0.5
# h = torch.randn(1, 3).half(); i = torch.randint(-5, 5, (1, 3)); c = torch.rand(1, 3) > 0.5
# <<<
# >>> min-opset
# 13
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# softmax, log_softmax and softmin compute in dtype= where given (issue 20, numerics): every
# input dtype with a float32, float64 or bfloat16 dtype= is PyTorch's; softmin negates in
# the input's dtype first (float16 too: exact)
def f(h: Tensor, i: Tensor, c: Tensor) -> List[Tensor]:
    return [F.softmin(h, 1, dtype=torch.float32), F.softmin(h, 0, dtype=torch.float64),
            torch.softmax(h, 1, dtype=torch.float32), h.log_softmax(0, dtype=torch.float64),
            torch.softmax(i, 1, dtype=torch.float64), F.log_softmax(i, 0, dtype=torch.float32),
            F.softmin(i, 1, dtype=torch.float32), i.softmax(1, dtype=torch.bfloat16).float(),
            torch.softmax(c, 1, dtype=torch.float32), F.log_softmax(c, 1, dtype=torch.float64),
            F.softmax(h, 1, dtype=torch.bfloat16).float()]
