# A -1 in a view's sizes is inferred from the element count over the other sizes, and
# PyTorch raises where those multiply to 0 ("the unspecified dimension size -1 can be any
# value"): x.view(x.size(0), -1) of an empty batch, the channel shuffle's
# .view(b, -1, h, w) after a transpose, a chain of them, a size read from another tensor.  The Reshape with the -1 is that
# check, so no rule may drop it as a view to x's own shape, nor fold it to the sizes the
# type knows; views whose other sizes are nonzero (view(-1, 12), flatten) take an empty batch.  (Each result is flattened to one rank.)
# >>> inputs
# x:float32[n,3,4]
# z:float32[b,4,2,3]
# which:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); z = torch.randn(2, 4, 2, 3); which = 0
# x = torch.randn(5, 3, 4); z = torch.randn(1, 4, 2, 3); which = 0
# x = torch.randn(1, 3, 4); z = torch.randn(3, 4, 2, 3); which = 1
# x = torch.randn(4, 3, 4); z = torch.randn(2, 4, 2, 3); which = 2
# x = torch.randn(2, 3, 4); z = torch.randn(5, 4, 2, 3); which = 2
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 3
# x = torch.randn(3, 3, 4); z = torch.randn(2, 4, 2, 3); which = 3
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 4
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 5
# x = torch.randn(2, 3, 4); z = torch.randn(2, 4, 2, 3); which = 6
# x = torch.randn(4, 3, 4); z = torch.randn(2, 4, 2, 3); which = 7
# x = torch.randn(0, 3, 4); z = torch.randn(3, 4, 2, 3); which = 7
# <<<
# >>> raises
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 0
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 1
# x = torch.randn(2, 3, 4); z = torch.randn(0, 4, 2, 3); which = 2
# x = torch.randn(0, 3, 4); z = torch.randn(2, 4, 2, 3); which = 6
# x = torch.randn(0, 3, 4); z = torch.randn(0, 4, 2, 3); which = 7
# x = torch.randn(5, 3, 4); z = torch.randn(7, 4, 2, 3); which = 7
# <<<
import torch
from torch import Tensor


def shuffle(z: Tensor, groups: int) -> Tensor:
    b, c, h, w = z.size()
    z = z.view(b, groups, c // groups, h, w)
    z = torch.transpose(z, 1, 2).contiguous()
    return z.view(b, -1, h, w)


def f(x: Tensor, z: Tensor, which: int) -> Tensor:
    if which == 0:
        return (x.reshape(x.size(0), -1) + 1).flatten()
    if which == 1:
        return x.view(x.size(0), -1).reshape(x.size(0), 3, -1).flatten() * 2
    if which == 2:
        return shuffle(z, 2).flatten()
    if which == 3:
        return (x.view(-1, 12) - 1).flatten()
    if which == 4:
        return x.flatten(1).flatten() + 3
    if which == 5:
        return torch.flatten(x) * 3
    if which == 6:
        return x.reshape(x.size(0), 3, -1).flatten() - 2
    return x.view(z.size(0), -1).flatten() + 4
