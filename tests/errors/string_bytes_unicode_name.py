# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# string_bytes_unicode_name.py:23:9: error: bytes literals are not supported: TorchScript has no bytes type
#    23 |     s = b"abc"
#       |         ^~~~~~
# string_bytes_unicode_name.py:24:9: error: \N{...} escapes (Unicode character names) are not supported: write the character itself, or \u or \U and its code point
#    24 |     t = "\N{NOPE NOPE}"
#       |         ^~~~~~~~~~~~~~~
# string_bytes_unicode_name.py:25:9: error: \N{...} escapes (Unicode character names) are not supported: write the character itself, or \u or \U and its code point
#    25 |     u = "\N{LATIN SMALL LETTER A}"
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# b"..." (TorchScript: "Unknown Constant expression type") and \N{...} (CPython knows the
# names, scriptc does not: refused even when the name exists).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    s = b"abc"
    t = "\N{NOPE NOPE}"
    u = "\N{LATIN SMALL LETTER A}"
    r = r"\N{raw}"
    return x
