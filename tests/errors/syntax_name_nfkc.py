# >>> stderr
# syntax_name_nfkc.py:14:5: error: 'ｘ' (U+FF58) in a name: Python reads it as another character (NFKC normalization), which scriptc does not; write the name in NFKC form
#    14 |     ｘ = x * 2
#       |     ^~
# <<<
# Python (and so TorchScript) reads the fullwidth 'ｘ' as 'x' (NFKC normalization): the
# assignment would overwrite x. scriptc does not normalize names, so it refuses the name
# rather than compile a second variable.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    ｘ = x * 2
    return x + 1
