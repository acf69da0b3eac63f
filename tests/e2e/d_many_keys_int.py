# Dict[str, int] given 40 keys one statement at a time (bench/gen_script.py --mode dictsets;
# dictkeys.c's index), read by d[k], get, len and in among the sets.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(1)
# x = torch.randn(0)
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def f(x: Tensor) -> Tuple[Tensor, int, Dict[str, int]]:
    d: Dict[str, int] = {}
    s = 0
    d["k0"] = 0
    d["k1"] = 3
    d["k2"] = 6
    d["k3"] = 9
    d["k4"] = 12
    d["k5"] = 15
    d["k6"] = 18
    d["k7"] = 21
    d["k8"] = 24
    d["k9"] = 27
    d["k10"] = 30
    d["k11"] = 33
    d["k12"] = 36
    d["k13"] = 39
    d["k14"] = 42
    d["k15"] = 45
    d["k16"] = 48
    d["k17"] = 51
    d["k18"] = 54
    d["k19"] = 57
    d["k20"] = 60
    d["k21"] = 63
    d["k22"] = 66
    d["k23"] = 69
    d["k24"] = 72
    d["k25"] = 75
    d["k26"] = 78
    d["k27"] = 81
    d["k28"] = 84
    d["k29"] = 87
    d["k30"] = 90
    d["k31"] = 93
    d["k32"] = 96
    d["k33"] = 99
    d["k34"] = 102
    d["k35"] = 105
    d["k36"] = 108
    d["k37"] = 111
    d["k38"] = 114
    d["k39"] = 117
    s = s + d["k39"] + d.get("k17", 1) + d.get("k40", 1000) + len(d)
    if "k20" in d:
        s = s - 1
    d["k5"] = 500
    s = s + d["k5"]
    return x * s, len(d), d
