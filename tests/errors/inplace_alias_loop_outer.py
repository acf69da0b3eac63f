# y += ... in a loop whose previous run bound y to w's tensor (y = w): refused (w would see the update on the next run).
# >>> inputs
# x:float32[3]
# steps:int64[]
# <<<
# >>> stderr
# inplace_alias_loop_outer.py:17:11: error: cannot write to 'y' in place: it may share its memory with another tensor (it is carried by a loop, which may have changed which tensor it is); use .clone() where it is made, or write to the tensor it comes from
#    17 |         y += 1.0
#       |           ^~
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
