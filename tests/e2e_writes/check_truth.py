#!/usr/bin/python3
"""Check the staged write cases against PyTorch (and, optionally, against scriptc).

    /usr/bin/python3 tests/e2e_writes/check_truth.py [-k PATTERN] [--scriptc BUILD/scriptc]
                                                     [--out DIR]

tests/e2e_writes/*.py are e2e cases (docs/testing.md) about writes and aliasing that the
test runner does not run yet: the integrator moves each one into tests/e2e/ once scriptc
compiles it. tests/e2e_writes/errors/*.py are scripts PyTorch accepts but raises on at run
time (or refuses), which scriptc must therefore refuse with a located error; their
`stderr` blocks hold the expected wording, to be filled in with `tests/run.py --update`
once they move to tests/errors/.

For each e2e case this runs tests/lib/truth.py exactly as the e2e suite does (the same
process-wide graph executor, `torch.jit.script` of the entry, every `sets` line, every
`raises` line must raise) and prints one line:

    w_view_select_add_: ok: 3 sets, 1 raises
    w_bad_case: WRONG: set 1: the scripted entry raised RuntimeError: ...

For each errors case it checks that PyTorch rejects the script, or raises on every line of
its `raises` block (and runs every line of its optional `sets` block), and prints
`errors/NAME: ok: <PyTorch's message>` or `errors/NAME: WRONG: ...`.

With --scriptc, each e2e case then also goes through scriptc and ONNX Runtime at opset 17
(tests/gen/run's pipeline: the graph executor's optimizations off first, as for generated
programs) and one more line per case says `matched`, `refused` (with the located error) or
`differed` (a wrong answer: a bug). The `raises` sets are not checked against ONNX Runtime
there (the e2e suite does that). Each errors case is compiled too: `refused` (with the
first line of stderr, not compared with the `stderr` block) or `compiled` (a bug: PyTorch
raises on it, scriptc wrote a model).

Exit status 1 if any case is WRONG (PyTorch rejects an e2e case, a set fails, a `raises`
set does not raise, an errors case that PyTorch runs without error), else 0: a differed
line does not change it.
"""

import argparse
import fnmatch
import glob
import importlib.machinery
import importlib.util
import math
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(TESTS, "lib"))
sys.path.insert(0, TESTS)
sys.path.insert(0, os.path.join(TESTS, "gen"))

import caseblocks  # noqa: E402
import truth  # noqa: E402


def selected(names, pattern):
    if not pattern:
        return names
    if any(c in pattern for c in "*?["):
        return [n for n in names if fnmatch.fnmatch(n, pattern)]
    return [n for n in names if pattern in n]


def fresh(path):
    import shutil
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def check_e2e(path, name, out):
    """(ok, line) for one staged e2e case."""
    try:
        with open(path) as f:
            text = f.read()
        blocks = caseblocks.parse(text)
        if "inputs" not in blocks:
            return False, "%s: WRONG: no inputs block" % name
        man = truth.compute(path, name, blocks, fresh(os.path.join(out, name)))
    except truth.CaseWrong as e:
        return False, "%s: WRONG: %s" % (name, e.reason)
    except caseblocks.CaseError as e:
        return False, "%s: WRONG: %s" % (name, e)
    except Exception as e:  # noqa: BLE001 - report the case, go on with the others
        return False, "%s: WRONG: %s: %s" % (name, type(e).__name__, e)
    return True, "%s: ok: %d sets, %d raises" % (name, len(man["sets"]), len(man["raises"]))


def _raised(fn, code, params):
    """PyTorch's error on the set `code`, or None if the call returns."""
    t = truth.torch()
    env = {"torch": t, "math": math}
    exec(code, env)
    try:
        fn(**{p: env[p] for p in params})
    except Exception as e:  # noqa: BLE001
        return truth._first_line(e, True)
    return None


def check_error(path, name):
    """(ok, line) for one staged errors case: PyTorch must refuse it or raise on it."""
    label = "errors/" + name
    try:
        with open(path) as f:
            blocks = caseblocks.parse(f.read())
        mod = truth._load(path, "errors_" + name)
        fn, _ = truth._entry(path, mod, caseblocks.options(blocks))
        try:
            scripted = truth.torch().jit.script(fn)
        except Exception as e:  # noqa: BLE001
            return True, "%s: ok: torch.jit.script: %s" % (label, truth._first_line(e))
        import inspect
        params = list(inspect.signature(fn).parameters)
        raises = [l for l in blocks.get("raises", []) if l.strip()]
        if not raises:
            return False, "%s: WRONG: PyTorch scripts it and it has no raises block" % label
        for k, code in enumerate(l for l in blocks.get("sets", []) if l.strip()):
            why = _raised(scripted, code, params)
            if why:
                return False, "%s: WRONG: sets line %d raised %s" % (label, k, why)
        msgs = []
        for k, code in enumerate(raises):
            why = _raised(scripted, code, params)
            if not why:
                return False, "%s: WRONG: raises line %d did not raise" % (label, k)
            msgs.append(why)
        return True, "%s: ok: raises %s" % (label, msgs[0])
    except truth.CaseWrong as e:
        return False, "%s: WRONG: %s" % (label, e.reason)
    except Exception as e:  # noqa: BLE001
        return False, "%s: WRONG: %s: %s" % (label, type(e).__name__, traceback.format_exc(limit=1))


def against_scriptc(paths, scriptc, out, jobs):
    """tests/gen/run's pipeline on the cases: matched, refused or differed, one line each."""
    loader = importlib.machinery.SourceFileLoader("genrun", os.path.join(TESTS, "gen", "run"))
    spec = importlib.util.spec_from_loader("genrun", loader)
    genrun = importlib.util.module_from_spec(spec)
    loader.exec_module(genrun)
    progs = [genrun.make_file(p, os.path.join(out, "scriptc"), os.path.basename(p)[:-3])
             for p in paths]
    genrun.check(progs, os.path.abspath(scriptc), 17, jobs, os.path.join(out, "scriptc"))
    count = {}
    for p in progs:
        count[p.status] = count.get(p.status, 0) + 1
        print("scriptc %s: %s%s" % (p.pid, p.status, ": " + p.msg if p.msg else ""))
    print("scriptc: %d cases: %s" % (len(progs), ", ".join(
        "%d %s" % (v, k) for k, v in sorted(count.items()))))


def errors_against_scriptc(paths, scriptc, out):
    """Each errors case through scriptc: refused (with its first line) or compiled (a bug:
    the model computes something where PyTorch raises)."""
    import subprocess
    for path in paths:
        name = os.path.basename(path)[:-3]
        with open(path) as f:
            blocks = caseblocks.parse(f.read())
        d = fresh(os.path.join(out, "scriptc-errors", name))
        model = os.path.join(d, "out.onnx")
        p = subprocess.run([os.path.abspath(scriptc), os.path.basename(path), "-o", model]
                           + caseblocks.input_args(blocks) + caseblocks.options(blocks),
                           cwd=os.path.dirname(path), capture_output=True, text=True)
        first = (p.stderr.splitlines() or [""])[0]
        if p.returncode == 0:
            print("scriptc errors/%s: compiled: PyTorch raises on it, scriptc wrote a model"
                  % name)
        else:
            print("scriptc errors/%s: refused: %s" % (name, first))


def main(here=HERE, errors_dir=None, doc=__doc__):
    """here: the staged e2e cases; errors_dir: the staged bad inputs (default here/errors).
    tests/e2e_lists/check_truth.py runs this on its own folders."""
    errors_dir = errors_dir or os.path.join(here, "errors")
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("-k", help="only cases whose name contains this (or matches this glob)")
    ap.add_argument("--scriptc", help="also run the e2e cases through this scriptc")
    ap.add_argument("--out", default=os.path.join(TESTS, "out", os.path.basename(here)))
    ap.add_argument("-j", type=int, default=2, help="parallel scriptc runs (default 2)")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    cases = {os.path.basename(p)[:-3]: p for p in glob.glob(os.path.join(here, "*.py"))
             if os.path.basename(p) != "check_truth.py"}
    errors = {os.path.basename(p)[:-3]: p for p in glob.glob(os.path.join(errors_dir, "*.py"))}
    wrong = 0
    for name in selected(sorted(cases), args.k):
        ok, line = check_e2e(cases[name], name, out)
        wrong += not ok
        print(line, flush=True)
    for name in selected(sorted(errors), args.k):
        ok, line = check_error(errors[name], name)
        wrong += not ok
        print(line, flush=True)
    total = len(selected(sorted(cases), args.k)) + len(selected(sorted(errors), args.k))
    print("%d cases: %d ok, %d wrong" % (total, total - wrong, wrong))
    if args.scriptc:
        good = [cases[n] for n in selected(sorted(cases), args.k)]
        against_scriptc(good, args.scriptc, out, args.j)
        errors_against_scriptc([errors[n] for n in selected(sorted(errors), args.k)],
                               args.scriptc, out)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
