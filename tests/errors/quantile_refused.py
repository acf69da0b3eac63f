# >>> inputs
# x:float32[2,3]
# i:int64[3]
# e:float32[0]
# <<<
# >>> stderr
# quantile_refused.py:36:13: error: quantile() q must be in the range [0, 1] but got 1.5
#    36 |     return [torch.quantile(x, 1.5), torch.quantile(i, 0.5), torch.quantile(x, x[0, :2].double()),
#       |             ^~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:36:37: error: quantile() input tensor must be either float or double dtype
#    36 |     return [torch.quantile(x, 1.5), torch.quantile(i, 0.5), torch.quantile(x, x[0, :2].double()),
#       |                                     ^~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:36:61: error: quantile() q tensor must be same dtype as the input tensor
#    36 |     return [torch.quantile(x, 1.5), torch.quantile(i, 0.5), torch.quantile(x, x[0, :2].double()),
#       |                                                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:37:13: error: quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got foo
#    37 |             torch.quantile(x, 0.5, interpolation='foo'), torch.quantile(e, 0.5),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:37:58: error: quantile() input tensor must be non-empty
#    37 |             torch.quantile(x, 0.5, interpolation='foo'), torch.quantile(e, 0.5),
#       |                                                          ^~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:38:13: error: quantile() q must be a scalar or 1D tensor
#    38 |             torch.quantile(x, x[:, :2]), torch.nanquantile(x, 0.5, 2)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# quantile_refused.py:38:42: error: nanquantile(): Dimension out of range (expected to be in range of [-2, 1], but got 2)
#    38 |             torch.quantile(x, x[:, :2]), torch.nanquantile(x, 0.5, 2)]
#       |                                          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13
def f(x: Tensor, i: Tensor, e: Tensor) -> List[Tensor]:
    return [torch.quantile(x, 1.5), torch.quantile(i, 0.5), torch.quantile(x, x[0, :2].double()),
            torch.quantile(x, 0.5, interpolation='foo'), torch.quantile(e, 0.5),
            torch.quantile(x, x[:, :2]), torch.nanquantile(x, 0.5, 2)]
