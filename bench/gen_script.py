#!/usr/bin/python3
"""Generate a deterministic TorchScript function of about N lines for bench/compile_time.

    gen_script.py N [-o OUT.py]

The function is

    def f(x: Tensor, y: Tensor) -> Tensor:

with straight-line tensor math over four variables (add/sub/mul/tanh/sigmoid/relu/matmul on
[8,8] tensors), an `if x.sum() > 0:` with two statements in each branch after every 10
straight-line statements, and a `for i in range(3):` with two statements in its body after
every 10 straight-line statements (offset by 5 from the ifs). Inputs: x:float32[8,8],
y:float32[8,8]. Output: one float32[8,8] tensor. No randomness: the same N gives the same text.
"""
import argparse
import sys

VARS = ["a", "b", "c", "d"]

# Straight-line statement templates: {t} target, {p} {q} operands. All keep the [8,8] shape,
# and tanh/sigmoid keep values bounded so the graph also runs sensibly.
STRAIGHT = [
    "{t} = {p} + {q}",
    "{t} = torch.tanh({p} * {q})",
    "{t} = {p} - {q} * 0.5",
    "{t} = torch.sigmoid({p})",
    "{t} = torch.relu({p} - {q})",
    "{t} = torch.tanh(torch.matmul({p}, {q}))",
    "{t} = {p} * 0.9 + {q} * 0.1",
    "{t} = torch.tanh({p} + x)",
    "{t} = torch.sigmoid({p} * y)",
    "{t} = torch.relu({p}) + {q}",
]

IF_THEN = ["{t} = torch.tanh({p} + {q})", "{u} = {u} * 0.5 + {t}"]
IF_ELSE = ["{t} = torch.sigmoid({p} - {q})", "{u} = torch.relu({u}) - {t}"]
LOOP_BODY = ["{t} = torch.tanh({t} + {p} * 0.25)", "{u} = torch.sigmoid(torch.matmul({u}, {t}))"]


def generate(n_lines):
    out = [
        "import torch",
        "from torch import Tensor",
        "",
        "",
        "def f(x: Tensor, y: Tensor) -> Tensor:",
        "    a = x + y",
        "    b = x * y",
        "    c = torch.tanh(x)",
        "    d = torch.sigmoid(y)",
    ]
    k = 0  # straight-line statement counter
    target = max(n_lines, len(out) + 2) - 1  # leave room for the return
    while len(out) < target:
        t = VARS[k % 4]
        p = VARS[(k + 1) % 4]
        q = VARS[(k + 2) % 4]
        u = VARS[(k + 3) % 4]
        out.append("    " + STRAIGHT[(k * 7) % len(STRAIGHT)].format(t=t, p=p, q=q))
        k += 1
        if k % 10 == 0 and len(out) + 6 <= target:
            out.append("    if x.sum() > 0:" if (k // 10) % 2 else "    if (x - {}).sum() > 0:".format(p))
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in IF_THEN]
            out.append("    else:")
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in IF_ELSE]
        elif k % 10 == 5 and len(out) + 3 <= target:
            out.append("    for i in range(3):")
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in LOOP_BODY]
    out.append("    return a + b + c + d")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("lines", type=int, help="approximate number of lines")
    ap.add_argument("-o", "--output", help="output file (default: standard output)")
    args = ap.parse_args()
    text = generate(args.lines)
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
