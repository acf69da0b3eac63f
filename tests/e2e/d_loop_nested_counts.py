# Dict[str, int] and Dict[str, float] keys set by an inner loop of run-time length inside an
# outer one, one only past a `continue`: the flags go through both Loops. Wrong if a count
# set by an inner loop that ran in an earlier outer run is lost, or a stand-in 0 is read.
# >>> inputs
# n:int64[]
# m:int64[]
# <<<
# >>> sets
# n = 0; m = 3
# n = 2; m = 0
# n = 1; m = 1
# n = 3; m = 2
# n = 2; m = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(n: int, m: int) -> Tuple[int, int, float, bool, bool]:
    cnt: Dict[str, int] = {}
    avg: Dict[str, float] = {"seed": 0.5}
    for i in range(n):
        for j in range(m):
            cnt["inner"] = cnt.get("inner", 0) + j + 1
            if j == 1:
                continue
            if "odd" in cnt:
                cnt["odd"] = cnt["odd"] * 2 + j
            else:
                cnt["odd"] = 7
        avg["mean"] = float(cnt.get("inner", 0)) / float(i + 1)
    return len(cnt), cnt.get("inner", -1) + cnt.get("odd", -5), avg.get("mean", -2.5), \
        "odd" in cnt, "mean" in avg
