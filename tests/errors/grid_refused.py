# >>> inputs
# x:float32[1,2,4,5]
# g:float32[1,3,6,2]
# v:float32[1,2,3,4,5]
# t:float32[1,2,3]
# <<<
# >>> stderr
# grid_refused.py:44:13: error: nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but got: 'area'
#    44 |     return [F.grid_sample(x, g, mode='area'), F.grid_sample(x, g, padding_mode='wrap'),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:44:47: error: nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or 'reflection', but got: 'wrap'
#    44 |     return [F.grid_sample(x, g, mode='area'), F.grid_sample(x, g, padding_mode='wrap'),
#       |                                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:45:13: error: aten::grid_sampler: grid_sampler_2d_cpu not implemented for Half
#    45 |             F.grid_sample(x.half(), g.half()), F.grid_sample(x, g.double()),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:45:48: error: aten::grid_sampler: grid_sampler(): expected input and grid to have same dtype, but input has Float and grid has Double
#    45 |             F.grid_sample(x.half(), g.half()), F.grid_sample(x, g.double()),
#       |                                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:46:13: error: aten::grid_sampler: grid_sampler(): expected grid to have the input's 4 dimensions, but got grid with rank 3
#    46 |             F.grid_sample(x, g[0]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:47:13: error: affine_grid: Expected a batch of 3D affine matrices of shape Nx3x4 for size of length 5
#    47 |             F.affine_grid(t, [1, 1, 2, 2, 2]), F.affine_grid(t, [1, 2, 3]),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:47:48: error: affine_grid: affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, respectively (the size must be a list of known length)
#    47 |             F.affine_grid(t, [1, 1, 2, 2, 2]), F.affine_grid(t, [1, 2, 3]),
#       |                                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:48:13: error: affine_grid: Expected non-zero, positive output size
#    48 |             F.affine_grid(t, [1, 1, 0, 2]), F.affine_grid(t.long(), [1, 1, 2, 2])]
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# grid_refused.py:48:45: error: affine_grid: Expected theta to have floating point type, but got Long
#    48 |             F.affine_grid(t, [1, 1, 0, 2]), F.affine_grid(t.long(), [1, 1, 2, 2])]
#       |                                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# each raises in PyTorch 1.13 (float64 and 3-d sampling: grid_lower_refused)
def f(x: Tensor, g: Tensor, v: Tensor, t: Tensor) -> List[Tensor]:
    return [F.grid_sample(x, g, mode='area'), F.grid_sample(x, g, padding_mode='wrap'),
            F.grid_sample(x.half(), g.half()), F.grid_sample(x, g.double()),
            F.grid_sample(x, g[0]),
            F.affine_grid(t, [1, 1, 2, 2, 2]), F.affine_grid(t, [1, 2, 3]),
            F.affine_grid(t, [1, 1, 0, 2]), F.affine_grid(t.long(), [1, 1, 2, 2])]
