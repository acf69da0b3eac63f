# >>> inputs
# x:float32[]
# <<<
# >>> stderr
# zerod_select_range.py:28:13: error: aten::mode: Dimension out of range (expected to be in range of [-1, 0], but got 1)
#    28 |     return [torch.mode(x, 1)[0], torch.median(x, -2)[0], torch.kthvalue(x, 2, 0)[0],
#       |             ^~~~~~~~~~~~~~~~
# zerod_select_range.py:28:34: error: aten::median: Dimension out of range (expected to be in range of [-1, 0], but got -2)
#    28 |     return [torch.mode(x, 1)[0], torch.median(x, -2)[0], torch.kthvalue(x, 2, 0)[0],
#       |                                  ^~~~~~~~~~~~~~~~~~~
# zerod_select_range.py:28:58: error: kthvalue(): selected number k out of range for dimension 0
#    28 |     return [torch.mode(x, 1)[0], torch.median(x, -2)[0], torch.kthvalue(x, 2, 0)[0],
#       |                                                          ^~~~~~~~~~~~~~~~~~~~~~~
# zerod_select_range.py:29:13: error: aten::topk: selected index k out of range
#    29 |             torch.topk(x, 2)[0], torch.cummax(x, 7)[0]]
#       |             ^~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# PyTorch 1.13 on a 0-d tensor: mode/median/kthvalue take dim -1 or 0 ("Dimension out of
# range (expected to be in range of [-1, 0], but got 1)"), kthvalue k 1 ("kthvalue():
# selected number k out of range for dimension 0"), topk k 0 or 1 ("selected index k out of
# range"); cummax and cummin take any dim
def f(x: Tensor) -> List[Tensor]:
    return [torch.mode(x, 1)[0], torch.median(x, -2)[0], torch.kthvalue(x, 2, 0)[0],
            torch.topk(x, 2)[0], torch.cummax(x, 7)[0]]
