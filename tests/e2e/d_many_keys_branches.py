# Two branches that each add their own keys to a dict of more keys than are scanned
# (dictkeys.c): after the If, the then branch's keys with the else branch's others after the
# key before it there (build_stmt.c, mergekeys), each there under a flag; a key the else
# branch sets again keeps its place; a dict display of as many keys, then set key by key.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(3)
# x = torch.randn(5).abs() + 0.1
# x = -torch.randn(2).abs() - 0.1
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor) -> Tuple[Tensor, List[Tensor]]:
    d: Dict[str, Tensor] = {}
    d["p0"] = x * 1.0
    d["p1"] = x * 2.0
    d["p2"] = x * 3.0
    d["p3"] = x * 4.0
    d["p4"] = x * 5.0
    d["p5"] = x * 6.0
    d["p6"] = x * 7.0
    d["p7"] = x * 8.0
    d["p8"] = x * 9.0
    d["p9"] = x * 10.0
    d["p10"] = x * 11.0
    d["p11"] = x * 12.0
    d["p12"] = x * 13.0
    d["p13"] = x * 14.0
    d["p14"] = x * 15.0
    d["p15"] = x * 16.0
    d["p16"] = x * 17.0
    d["p17"] = x * 18.0
    if x.sum() > 0:
        d["t1"] = x + 1.0
        d["t2"] = x + 2.0
    else:
        d["p9"] = x * 0.0
        d["e1"] = x - 1.0
    got = [d.get("t1", x), d.get("t2", x), d.get("e1", x), d["p9"]]
    e = {"q0": x + 0.0, "q1": x + 1.0, "q2": x + 2.0, "q3": x + 3.0, "q4": x + 4.0, "q5": x + 5.0, "q6": x + 6.0, "q7": x + 7.0, "q8": x + 8.0, "q9": x + 9.0, "q10": x + 10.0, "q11": x + 11.0, "q12": x + 12.0, "q13": x + 13.0, "q14": x + 14.0, "q15": x + 15.0, "q16": x + 16.0, "q17": x + 17.0, "q18": x + 18.0, "q19": x + 19.0}
    e["q4"] = x * 4.0
    e["r"] = x * 9.0
    if x.sum() < 0:
        e["q11"] = x * 11.0
    got += [e["q4"], e["r"], e.get("q11", x * 0.0), e["q19"]]
    acc = x * 0.0
    at = 0
    for key in d.keys():  # (the order of the keys after the If)
        at += 1
        if key == "t1" or key == "t2" or key == "e1" or key == "p9" or key == "p17":
            acc = acc + float(at) * d.get(key, x * 0.0)
    for key in e:
        at += 1
        if key == "q11" or key == "r":
            acc = acc + float(at) * e[key]
    return acc, got
