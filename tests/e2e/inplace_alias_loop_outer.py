# y += ... in a loop whose previous run bound y to w's tensor (y = w): from the second run on the update reaches w (issue 18 item 14; it was refused).
# TorchScript 1.13 drops the += as dead code (y is not read after it), so the truth here is
# eager PyTorch; w_loop_rebind_outer_read is a form where TorchScript keeps the write.
# >>> truth
# eager
# <<<
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(3); steps = 0
# x = torch.randn(3); steps = 1
# x = torch.randn(3); steps = 2
# x = torch.randn(3); steps = 3
# <<<
import torch
from torch import Tensor
def f(x: Tensor, steps: int):
    w = x * 1.0
    y = x * 2.0
    for i in range(steps):
        y += 1.0
        y = w
    return w
