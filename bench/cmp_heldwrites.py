#!/usr/bin/python3
"""Random programs of lists holding tensors that helpers and direct writes change, compiled
by two scriptc binaries (messages and model bytes compared) and optionally a test build
(whose cross-checks in frontend/held.c stop with an internal error if the facts a helper's
call found from what changed are not those of all): a speed change of held.c/facts.c must
not change any output (bench/README.md, "Linear: a list's facts kept persistently").
    bench/cmp_heldwrites.py OLD_SCRIPTC NEW_SCRIPTC [--asan ASAN_SCRIPTC] [--first S] [--count N]"""
import argparse, os, random, subprocess, sys, tempfile
HEAD = '''import torch
from torch import Tensor
from typing import List


def h1(t: Tensor, k: float) -> None:
    t.mul_(k)


def h2(t: Tensor, u: Tensor) -> None:
    t.add_(u)


def h3(xs: List[Tensor], t: Tensor) -> None:
    xs.append(t * 2.0)
    t.mul_(1.5)


def h4(t: Tensor) -> Tensor:
    t.add_(1.0)
    return t


def h5(t: Tensor, u: Tensor) -> None:
    if u.sum() > 0.0:
        t.mul_(1.25)


def h6(t: Tensor, u: Tensor) -> None:
    t.mul_(0.5)
    u.add_(0.25)


def h7(t: Tensor) -> None:
    for j in range(2):
        t.add_(0.5)


def h8(t: Tensor) -> None:
    t[0] = 3.0


def h9(t: Tensor) -> None:
    u = t.view(-1)
    u.mul_(1.1)


def h0(xs: List[Tensor], t: Tensor) -> None:
    h1(t, 1.5)
    xs.append(t)


def f(x: Tensor, y: Tensor) -> Tensor:
    z = x * 1.0
    w = y.detach()
'''
def gen(seed):
    """the program of seed: f(x, y) with a list xs (and maybe ys) holding x, y, z (a copy of
    x) or w (a view of y), then 3 to 25 statements that append to it, write those tensors
    by the helpers above or directly, or store into it; half the time inside if/for"""
    r = random.Random(seed)
    out = [HEAD]
    lists = []
    # lists
    if r.random() < 0.8:
        out.append("    xs = [x, z]\n    for i in range(int(y.sum().item() > 0.0)):\n        xs.append(x * float(i))\n")
    else:
        out.append("    xs = [x, y]\n")
    lists.append("xs")
    if r.random() < 0.5:
        out.append("    ys = [y, x]\n" if r.random() < 0.5 else "    ys = [y]\n    for i in range(int(x.sum().item() > 0.0)):\n        ys.append(y * 2.0)\n")
        lists.append("ys")
    T = ["x", "y", "z", "w"]
    def stmt(ind, depth):
        L = r.choice(lists)
        a, b = r.choice(T), r.choice(T)
        k = r.random()
        choices = [
            lambda: "%s%s.append(%s * %d.0)" % (ind, L, a, r.randint(1, 5)),
            lambda: "%s%s.append(%s)" % (ind, L, a),
            lambda: "%sh1(%s, 1.01)" % (ind, a),
            lambda: "%sh1(%s, 0.99)" % (ind, a),
            lambda: "%sh2(%s, %s)" % (ind, a, b) if a != b else "%sh1(%s, 1.02)" % (ind, a),
            lambda: "%sh3(%s, %s)" % (ind, L, a),
            lambda: "%s%s = h4(%s)" % (ind, r.choice(["q", "q2"]), a),
            lambda: "%sh5(%s, %s)" % (ind, a, b),
            lambda: "%sh6(%s, %s)" % (ind, a, b) if a != b else "%sh7(%s)" % (ind, a),
            lambda: "%sh7(%s)" % (ind, a),
            lambda: "%sh8(%s)" % (ind, a),
            lambda: "%sh9(%s)" % (ind, a),
            lambda: "%sh0(%s, %s)" % (ind, L, a),
            lambda: "%s%s.mul_(1.03)" % (ind, a),
            lambda: "%s%s.add_(%s)" % (ind, a, b) if a != b else "%s%s.add_(1.0)" % (ind, a),
            lambda: "%s%s[0] = %s * 0.5" % (ind, L, a),
            lambda: "%s%s[-1] = %s + 1.0" % (ind, L, a),
            lambda: "%s%s = %s * 1.0" % (ind, a, b),
            lambda: "%s%s.append(%s.detach())" % (ind, L, a),
        ]
        if depth < 2:
            choices += [
                lambda: "%sif %s.sum() > 0.0:\n%s\n%selse:\n%s" % (ind, a, block(ind + "    ", depth + 1), ind, block(ind + "    ", depth + 1)),
                lambda: "%sif %s.sum() > 1.0:\n%s" % (ind, a, block(ind + "    ", depth + 1)),
                lambda: "%sfor j in range(2):\n%s" % (ind, block(ind + "    ", depth + 1)),
            ]
        return r.choice(choices)()
    def block(ind, depth):
        return "\n".join(stmt(ind, depth) for _ in range(r.randint(1, 3)))
    n = r.randint(3, 25)
    d0 = 0 if r.random() < 0.5 else 2
    for _ in range(n):
        out.append(stmt("    ", d0) + "\n")
    ret = " + ".join("torch.stack(%s).sum(0)" % l for l in lists)
    out.append("    return %s + x + y + z\n" % ret)
    return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--asan")
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--count", type=int, default=200)
    a = ap.parse_args()
    bad = compiled = 0
    inputs = ["--input", "x:float32[4,4]", "--input", "y:float32[4,4]"]
    with tempfile.TemporaryDirectory() as d:
        for seed in range(a.first, a.first + a.count):
            src = os.path.join(d, "p%d.py" % seed)
            with open(src, "w") as fh:
                fh.write(gen(seed))
            res = []
            for tag, exe in (("old", a.old), ("new", a.new)):
                o = os.path.join(d, "o.%s.onnx" % tag)
                if os.path.exists(o):
                    os.remove(o)
                p = subprocess.run([exe, src, "-o", o] + inputs, capture_output=True)
                res.append((p.returncode, p.stderr, os.path.exists(o) and open(o, "rb").read()))
            if res[0] != res[1]:
                bad += 1
                print("seed %d: differs" % seed)
                continue
            compiled += res[0][0] == 0
            if a.asan:
                p = subprocess.run([a.asan, src, "-o", os.path.join(d, "o.asan.onnx")] + inputs,
                                   capture_output=True)
                err = p.stderr.decode(errors="replace")
                if "internal error" in err or "Sanitizer" in err or "runtime error" in err:
                    bad += 1
                    print("seed %d: test build: %s" % (seed, err.strip().splitlines()[0]))
    print("%d programs, %d compiled, %d bad" % (a.count, compiled, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
