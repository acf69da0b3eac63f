#!/usr/bin/python3
"""scriptc's single test command.

    /usr/bin/python3 tests/run.py --build BUILD [--update] [-k PATTERN] [-j N]

First brings BUILD up to date (`ninja -C BUILD`; --no-build skips this), then
runs every suite and prints one line per failed check, `FAIL <check>: <reason>`,
then exactly one final line `N passed, N failed`. Exit status 0 iff nothing
failed. Full details (commands, stderr, diffs, tensors) go to tests/out/
(--out DIR to move it; each run first deletes the out directories of the cases
it runs, so nothing from an earlier run is reused).

What counts as one check (so the same case may count more than once):
  unit       one per test registered with meson (`meson test --list`);
             a skipped test counts neither way and is named in a note
  frontend   one per tests/frontend/*.py: `--dump-ir` stdout equals `# >>> ir`
  passes     one per tests/passes/<pass>/*.py: `--dump-after <pass>` stdout
             equals `# >>> after <pass>`
  errors     one per tests/errors/*.py: non-zero exit, stderr equals
             `# >>> stderr`, no file left in the output directory, no crash
  e2e        three per tests/e2e/*.py, one per opset (11, 13 and 17): compile,
             onnx.checker full_check, and ONNX Runtime matching PyTorch on
             every set, at its default optimization level and at "disabled",
             with every declared shape checked against the computed one
             (tests/lib/shapecheck.py; its KNOWN cases give notes). A case
             that is itself wrong (torch.jit.script fails, or its sets
             disagree with its specs) fails both checks as "case is wrong".
             Plus e2e/shapecheck-selftest (the shape check sees what a model
             built to break shapes breaks).
  o0         one per tests/e2e/*.py: compiled at opset 17 at its level and
             at the other (-O0, or -O2 for a case compiled at -O0), both
             compute the same in ONNX Runtime on every set (tests/lib/levels.py:
             ints exactly, floats within the PyTorch tolerance; the cases that
             are not bit-equal are listed in tests/out/o0/inexact.txt). Plus
             o0/selftest (the comparison sees the differences it must)
  random     one per tests/random/*.py and opset: shapes, dtypes and
             distributions of random draws against PyTorch's (tests/lib/randsuite.py)
  rejects    one per tests/rejects/*.py: torch.jit.script refuses it (else the
             case is wrong) and scriptc refuses it with a located error
             (NAME.py:LINE:COL: error: and a caret line), non-zero exit, no
             crash, nothing left in the output directory
  examples   one per examples/*.py: compiles and passes onnx.checker; for each
             model with weights (tests/lib/vision.py: examples/vision/*.py, superres,
             dcgan) examples/vision_torch/NAME: it loads its reference's weights and
             computes what the reference computes in PyTorch; and, once listed in
             vision.SCRIPTC, examples/vision_scriptc/NAME: compiled with the weights,
             ONNX Runtime computes it too; for each sequence model of
             tests/lib/seq_examples.py, examples/seq/NAME: compiled with its
             weights, ONNX Runtime computes what the scripted model computes;
             examples/wlm/VARIANT (tests/lib/wlm.py): the word language model's
             variants against PyTorch's examples repository's model on its weights,
             in PyTorch and ONNX Runtime; examples/decode/NAME, one per
             configuration of tests/lib/decode_examples.py: the decoding examples
             with weights against torch.jit.script of the same module
  cli        one per case_NAME function of tests/lib/cli_cases.py: files and
             the command line (FIFOs, devices, links, modes, signals, stdout)
  limits     one per case of tests/lib/limits.py: a generated script at or
             past a limit compiles or fails with a located error, within the
             time and memory bounds it prints
  numerics   one per elementwise expression and dtype of tests/lib/numerics.py
             that PyTorch and scriptc both compute: ONNX Runtime (default level
             and disabled) agrees with PyTorch on a grid of special values (NaN,
             inf, zero signs, ULPs), except for the disagreements its KNOWN allows
  fuzz       with clang only (else a note): one per input in tests/fuzz/crashes/
             replayed through its libFuzzer harness, one per seed corpus, one per
             harness fuzzed for --fuzz-time seconds (tests/lib/fuzzsuite.py)
  gen        one for the random programs of seeds GEN_FIRST.. (tests/gen/run):
             none differs, none is invalid, at most one in ten is refused; one
             (gen/writes) for seeds 1..GEN_WRITE_SEEDS with the write features;
             one (gen/O0) for seeds 1..GEN_O0_SEEDS with every feature at -O0;
             one (gen/seq-layers) for seeds 1..GEN_SEQ_SEEDS with cells and
             attention (feature seq-layers) at -O0; three (gen/row-writes-O0, -O1,
             -O2) for seeds 1..GEN_ROWS_SEEDS with buffers a loop fills a row a
             trip (feature row-writes);
             plus one per tests/gen/caught/*.py, which passes and prints a
             `note:` (a known wrong-code bug, or fixed: move it to tests/e2e)
A missing suite directory contributes no checks. A scriptc run that dies by a
signal or prints a sanitizer report fails its check whatever else it did.

-k PATTERN selects checks whose id (`e2e/NAME`, `errors/NAME`,
`frontend/NAME`, `passes/PASS/NAME`, `unit/NAME`, `rejects/NAME`, `examples/NAME`,
`cli/NAME`, `limits/NAME`, `numerics/NAME.DTYPE`, `o0/NAME`, `gen/seeds`, `gen/writes`,
`gen/seq-layers`, `gen/caught/NAME`,
`fuzz/...`) contains
PATTERN, or matches it as a glob if it has * ? or [.
--update rewrites the `ir`, `stderr` and `after <pass>` blocks from the actual
output, printing each change as a diff (never the numeric truths of e2e).
docs/testing.md describes the case formats.
"""

import argparse
import concurrent.futures as cf
import difflib
import fnmatch
import glob
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import traceback

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
sys.path.insert(0, os.path.join(TESTS, "lib"))

import caseblocks  # noqa: E402
import decode_examples  # noqa: E402
import fuzzsuite  # noqa: E402
import levels  # noqa: E402
from caseblocks import CaseError  # noqa: E402

OPSETS = (11, 13, 17)
O0_OPSET = 17          # the o0 check's opset: scriptc's default
CHECKER_MAX_OPSET = 17
TIMEOUT = 120          # seconds for one scriptc run
ORT_TIMEOUT = 120      # seconds for ONNX Runtime on one model, all sets
GEN_FIRST, GEN_SEEDS = 1, 600   # the gen suite's fixed seeds (30 to 70 s under ASan)
GEN_WRITE_SEEDS = 300            # gen/writes: seeds 1.. with the write features (about 90 s)
GEN_O0_SEEDS = 200               # gen/O0: seeds 1.. with every feature, compiled at -O0
GEN_SEQ_SEEDS = 120              # gen/seq-layers: seeds 1.. with cells and attention, at -O0
GEN_SEQ = "straight,if,for,while,views,subscript,mixed-dtypes,augassign,seq-layers"
GEN_TABLE_SEEDS = 200            # gen/table: seeds 1.. with calls drawn from the operator table
GEN_TABLE = "straight,if,for,while,views,subscript,mixed-dtypes,augassign,table"
GEN_ROWS_SEEDS = 120             # gen/row-writes-O*: seeds 1.. with buffers filled a row a trip
GEN_ROWS = "straight,if,for,while,views,subscript,mixed-dtypes,augassign,row-writes"
GEN_WRITES = ("straight,if,for,while,views,subscript,mixed-dtypes,augassign,alias-writes,"
              "inplace,subscript-write,helpers")
CRASH = ("AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer",
         "runtime error:")


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = []   # (check id, reason)
        self.notes = []

    def ok(self, cid):
        self.passed += 1

    def fail(self, cid, reason):
        self.failed.append((cid, " ".join(reason.split())[:300]))

    def check(self, cid, reason):
        if reason:
            self.fail(cid, reason)
        else:
            self.ok(cid)


class Proc:
    """The outcome of one command: rc (negative: signal), stdout, stderr."""

    def __init__(self, cmd, cwd, rc=None, stdout="", stderr="", error=None):
        self.cmd, self.cwd, self.rc = cmd, cwd, rc
        self.stdout, self.stderr, self.error = stdout, stderr, error

    def log(self):
        return ("$ cd %s && %s\nexit status: %s%s\n--- stdout\n%s--- stderr\n%s"
                % (self.cwd, " ".join(self.cmd), self.rc,
                   " (" + self.error + ")" if self.error else "",
                   self.stdout, self.stderr))

    def crash(self):
        """A reason if the run crashed or timed out, else None."""
        if self.error:
            return self.error
        if self.rc is not None and self.rc < 0:
            try:
                name = signal.Signals(-self.rc).name
            except ValueError:
                name = str(-self.rc)
            return "scriptc killed by signal %s" % name
        for m in CRASH:
            if m in self.stderr:
                line = next(l for l in self.stderr.splitlines() if m in l)
                return "sanitizer report: " + line.strip()
        return None


def run(cmd, cwd, timeout=TIMEOUT, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:
        return Proc(cmd, cwd, None, _text(e.stdout), _text(e.stderr),
                    "timed out after %d s" % timeout)
    except OSError as e:
        return Proc(cmd, cwd, None, "", "", "cannot run %s: %s" % (cmd[0], e.strerror))
    return Proc(cmd, cwd, p.returncode, _text(p.stdout), _text(p.stderr))


def _text(b):
    return b.decode("utf-8", "replace") if b else ""


def scriptc_env():
    env = dict(os.environ)
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    return env


def fresh_dir(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def rel(path):
    return os.path.relpath(path, ROOT)


def case_args(c, path):
    """Reads the case's blocks into c["blocks"]; its scriptc arguments, or None with
    c["wrong"] set if the blocks are malformed."""
    try:
        with open(path) as f:
            c["blocks"] = caseblocks.parse(f.read())
        return caseblocks.input_args(c["blocks"]) + caseblocks.options(c["blocks"])
    except CaseError as e:
        c["wrong"] = "malformed: %s" % e
        return None


class Runner:
    def __init__(self, args):
        self.args = args
        self.build = os.path.abspath(args.build)
        self.scriptc = os.path.join(self.build, "scriptc")
        self.out = os.path.abspath(args.out)
        self.res = Results()
        self.pool = cf.ThreadPoolExecutor(max_workers=max(1, args.j))
        self.env = scriptc_env()

    def selected(self, cid):
        k = self.args.k
        if not k:
            return True
        if any(c in k for c in "*?["):
            return fnmatch.fnmatchcase(cid, k)
        return k in cid

    def cases(self, pattern):
        """(name, path) for the case files matching pattern under tests/."""
        return [(os.path.splitext(os.path.basename(p))[0], p)
                for p in sorted(glob.glob(os.path.join(TESTS, pattern)))]

    def compile_async(self, path, args):
        """Run scriptc on path (cwd = its directory, relative name) in the pool."""
        cmd = [self.scriptc, os.path.basename(path)] + args
        return self.pool.submit(run, cmd, os.path.dirname(path), TIMEOUT, self.env)

    # -- build ---------------------------------------------------------------

    def make(self):
        p = run(["ninja", "-C", self.build], ROOT, timeout=3600)
        os.makedirs(self.out, exist_ok=True)
        write(os.path.join(self.out, "build.log"), p.log())
        if p.rc != 0:
            self.res.fail("build", "ninja -C %s failed (%s)"
                          % (self.args.build, rel(os.path.join(self.out, "build.log"))))
            return False
        return True

    # -- unit ----------------------------------------------------------------

    def unit_start(self):
        p = run(["meson", "test", "-C", self.build, "--list", "--no-rebuild"], ROOT)
        names = []
        # "name", or "project:suite / name" when the project has several suites
        for line in p.stdout.splitlines() if p.rc == 0 else []:
            if line.strip() and "No tests defined" not in line and "ninja:" not in line:
                names.append((line.strip(), line.split(" / ", 1)[-1].strip()))
        if (p.rc != 0 and not names and "No tests defined" not in p.stdout + p.stderr
                and self.selected("unit/")):
            self.res.fail("unit", "meson test --list failed: " + (p.stderr or p.stdout)[:200])
            return None
        names = [(full, short) for full, short in names if self.selected("unit/" + short)]
        if not names:
            return None
        cmd = ["meson", "test", "-C", self.build, "--no-rebuild", "--print-errorlogs",
               "--logbase", "scriptc-run", "--num-processes", str(self.args.j)]
        cmd += sorted({short for _, short in names})
        return names, self.pool.submit(run, cmd, ROOT, 3600)

    def unit_finish(self, started):
        if not started:
            return
        names, fut = started
        p = fut.result()
        d = fresh_dir(os.path.join(self.out, "unit"))
        write(os.path.join(d, "log.txt"), p.log())
        results = {}
        try:
            with open(os.path.join(self.build, "meson-logs", "scriptc-run.json")) as f:
                for line in f:
                    if line.strip():
                        j = json.loads(line)
                        results[j["name"]] = j
        except (OSError, ValueError):
            pass
        for full, short in names:
            cid = "unit/" + short
            j = results.get(full)
            if j is None:
                self.res.fail(cid, "no result from meson test (%s)" % rel(d))
            elif j["result"] in ("OK", "EXPECTEDFAIL"):
                self.res.ok(cid)
            elif j["result"] == "SKIP":
                self.res.notes.append("note: %s skipped" % cid)
            else:
                self.res.fail(cid, "%s, exit status %s (%s/log.txt)"
                              % (j["result"], j.get("returncode"), rel(d)))

    # -- golden output suites: frontend, passes, errors -----------------------

    def golden_start(self):
        """Start scriptc on every frontend, passes and errors case."""
        jobs = []
        for name, path in self.cases("frontend/*.py"):
            jobs.append(("frontend/" + name, path, "ir", ["--dump-ir"], False))
        for path in sorted(glob.glob(os.path.join(TESTS, "passes", "*", "*.py"))):
            pname = os.path.basename(os.path.dirname(path))
            name = os.path.splitext(os.path.basename(path))[0]
            jobs.append(("passes/%s/%s" % (pname, name), path, "after " + pname,
                         ["--dump-after", pname], False))
        for name, path in self.cases("errors/*.py"):
            jobs.append(("errors/" + name, path, "stderr", None, True))
        started = []
        for cid, path, block, flags, is_err in jobs:
            if not self.selected(cid):
                continue
            d = fresh_dir(os.path.join(self.out, cid))
            try:
                with open(path) as f:
                    blocks = caseblocks.parse(f.read())
                args = caseblocks.input_args(blocks) + caseblocks.options(blocks)
            except CaseError as e:
                started.append((cid, path, block, d, None, str(e), is_err))
                continue
            if is_err:
                tmp = fresh_dir(os.path.join(d, "tmp"))
                args = ["-o", os.path.join(tmp, "out.onnx")] + args
            else:
                args = flags + args
            started.append((cid, path, block, d, self.compile_async(path, args), None, is_err))
        return started

    def golden_finish(self, started):
        for cid, path, block, d, fut, bad, is_err in started:
            if bad:
                self.res.fail(cid, "malformed case: " + bad)
                continue
            p = fut.result()
            write(os.path.join(d, "log.txt"), p.log())
            if is_err:
                self.error_check(cid, path, block, d, p)
            else:
                self.dump_check(cid, path, block, d, p)

    def dump_check(self, cid, path, block, d, p):
        why = p.crash() or (p.rc != 0 and "scriptc failed with exit status %d: %s"
                            % (p.rc, _first(p.stderr)))
        if why:
            self.res.fail(cid, why)
            return
        self.golden(cid, path, block, d, p.stdout)

    def error_check(self, cid, path, block, d, p):
        why = p.crash()
        if not why and p.rc == 0:
            why = "scriptc exited with status 0, expected an error"
        left = sorted(os.listdir(os.path.join(d, "tmp")))
        if not why and left:
            why = "files left in the output directory: " + ", ".join(left)
        stray = os.path.splitext(path)[0] + ".onnx"
        if not why and os.path.exists(stray):
            why = "scriptc wrote %s despite -o" % rel(stray)
        if why:
            self.res.fail(cid, why)
            return
        self.golden(cid, path, block, d, p.stderr)

    def golden(self, cid, path, block, d, actual):
        """Compare actual with the block, or rewrite the block under --update."""
        with open(path) as f:
            text = f.read()
        blocks = caseblocks.parse(text)
        want = caseblocks.as_text(blocks[block]) if block in blocks else None
        write(os.path.join(d, "actual.txt"), actual)
        if want == actual:
            self.res.ok(cid)
            return
        diff = "".join(difflib.unified_diff(
            (want or "").splitlines(True), actual.splitlines(True),
            "expected (# >>> %s)" % block, "actual"))
        write(os.path.join(d, "diff.txt"), diff)
        if self.args.update and (not actual or actual.endswith("\n")):
            write(path, caseblocks.replace(text, block, actual))
            print("updated %s (block '%s'):\n%s" % (rel(path), block, diff), end="")
            self.res.ok(cid)
            return
        if want is None:
            self.res.fail(cid, "no '# >>> %s' block (run with --update to add it)" % block)
        elif actual and not actual.endswith("\n"):
            self.res.fail(cid, "output does not end with a newline (%s/diff.txt)" % rel(d))
        else:
            self.res.fail(cid, "%s differs: %s (%s/diff.txt)"
                          % ("stderr" if block == "stderr" else "output",
                             _first_change(diff), rel(d)))

    # -- limits --------------------------------------------------------------

    def limits_start(self):
        import limits
        started = []
        for case in limits.CASES:
            cid = "limits/" + case[0]
            if self.selected(cid):
                d = fresh_dir(os.path.join(self.out, cid))
                started.append((cid, self.pool.submit(
                    limits.run_case, self.scriptc, d, case, self.env)))
        return started

    def limits_finish(self, started):
        for cid, fut in started:
            why, line = fut.result()
            self.res.notes.append("limits: " + line)
            self.res.check(cid, why)
    # -- rejects -------------------------------------------------------------

    def rejects_start(self):
        started = []
        for name, path in self.cases("rejects/*.py"):
            cid = "rejects/" + name
            if not self.selected(cid):
                continue
            d = fresh_dir(os.path.join(self.out, cid))
            tmp = fresh_dir(os.path.join(d, "tmp"))
            c = {"cid": cid, "name": name, "path": path, "dir": d, "wrong": None, "fut": None}
            started.append(c)
            args = case_args(c, path)
            if args is None:
                continue
            c["fut"] = self.compile_async(path, ["-o", os.path.join(tmp, "out.onnx")] + args)
        return started

    def rejects_truths(self, cases):
        """In this process, next to the e2e truths: PyTorch must refuse every case."""
        todo = [c for c in cases if not c["wrong"]]
        if not todo:
            return
        import truth
        for c in todo:
            try:
                why = truth.rejection(c["path"], c["name"], c["blocks"])
                write(os.path.join(c["dir"], "pytorch.txt"), why + "\n")
            except truth.CaseWrong as e:
                c["wrong"] = e.reason
            except Exception as e:   # a bug in the case or in truth.py
                c["wrong"] = "truth failed: %s: %s" % (type(e).__name__, e)
                write(os.path.join(c["dir"], "pytorch.txt"), traceback.format_exc())

    def rejects_finish(self, cases):
        for c in cases:
            if c["wrong"]:
                if c["fut"]:
                    c["fut"].result()
                self.res.fail(c["cid"], "case is wrong: %s (fix %s)" % (c["wrong"], rel(c["path"])))
                continue
            p = c["fut"].result()
            write(os.path.join(c["dir"], "log.txt"), p.log())
            self.res.check(c["cid"], self.reject_failure(c, p))

    def reject_failure(self, c, p):
        """None if scriptc refused the case cleanly, with a located error and a caret."""
        why = p.crash()
        if why:
            return why
        if p.rc == 0:
            return "scriptc compiled a program that torch.jit.script rejects"
        left = sorted(os.listdir(os.path.join(c["dir"], "tmp")))
        if left:
            return "files left in the output directory: " + ", ".join(left)
        lines = p.stderr.splitlines()
        at = re.compile(r"%s\.py:\d+:\d+: error: " % re.escape(c["name"]))
        for i, line in enumerate(lines):
            if at.match(line) and any(re.match(r"\s*\|\s*\^", l) for l in lines[i + 1:i + 3]):
                return None
        return "no located error (%s.py:LINE:COL: error: ... with a caret line): %s" % (
            c["name"], _first(p.stderr))

    # -- examples ------------------------------------------------------------

    def examples_start(self):
        import seq_examples
        import vision
        seq_paths = {e[0] for e in seq_examples.EXAMPLES}
        started = []
        for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.py"))):
            name = os.path.splitext(os.path.basename(path))[0]
            if os.path.relpath(path, ROOT) in vision.PATHS | seq_paths:
                continue   # a model with weights: examples/vision_*, examples/seq
            cid = "examples/" + name
            if not self.selected(cid):
                continue
            d = fresh_dir(os.path.join(self.out, cid))
            model = os.path.join(d, name + ".onnx")
            try:
                with open(path) as f:
                    blocks = caseblocks.parse(f.read())
                args = caseblocks.input_args(blocks) + caseblocks.options(blocks)
            except CaseError as e:
                started.append((cid, d, model, None, str(e)))
                continue
            fut = self.compile_async(path, ["-o", model] + args)
            started.append((cid, d, model, fut, None))
        return started

    def examples_finish(self, started):
        for cid, d, model, fut, bad in started:
            if bad:
                self.res.fail(cid, "malformed example: " + bad)
                continue
            p = fut.result()
            write(os.path.join(d, "log.txt"), p.log())
            self.res.check(cid, compile_failure(p, model) or onnx_check(model, d))

    # -- examples/vision_torch, examples/vision_scriptc ---------------------------

    def vision_truths(self):
        """The PyTorch half of every selected vision example (tests/lib/vision.py), in this
        process while scriptc compiles the other suites' cases. Returns the models whose
        scriptc half is to run."""
        import vision
        todo, skipped, sel = [], 0, []
        for m in vision.MODELS:
            tid, sid = "examples/vision_torch/" + m.name, "examples/vision_scriptc/" + m.name
            want_s = self.selected(sid) and m.name in vision.SCRIPTC
            skipped += self.selected(sid) and m.name not in vision.SCRIPTC
            if self.selected(tid) or want_s:
                sel.append((m, fresh_dir(os.path.join(self.out, "examples", "vision", m.name))))
        whys = vision_child(sel)
        for m, d in sel:
            tid, sid = "examples/vision_torch/" + m.name, "examples/vision_scriptc/" + m.name
            want_s = self.selected(sid) and m.name in vision.SCRIPTC
            why = whys.get(m.name, "the PyTorch half did not report (%s)" % rel(d))
            write(os.path.join(d, "torch.txt"), (why or "ok") + "\n")
            if self.selected(tid):
                self.res.check(tid, why and "%s (%s)" % (why, rel(d)))
            if want_s:
                todo.append((m, d, why))
            elif not why:   # hundreds of MB: kept only for the scriptc half or a failure
                os.remove(os.path.join(d, m.name + ".safetensors"))
        if skipped:
            self.res.notes.append(
                "note: examples/vision_scriptc: %d model(s) not run: not in tests/lib/vision.py "
                "SCRIPTC, which says why (try them with tests/lib/vision.py --scriptc "
                "BUILD/scriptc)" % skipped)
        return todo

    def vision_finish(self, todo):
        """The scriptc half: compile with the weights, run in ONNX Runtime, compare."""
        import vision
        jobs, reason, checks = [], {}, {}
        for m, d, why in todo:
            if why:
                reason[m.name] = "the PyTorch half failed: " + why
                continue
            model = os.path.join(d, m.name + ".onnx")
            p = run([self.scriptc] + vision.scriptc_args(m, d), ROOT, TIMEOUT, self.env)
            write(os.path.join(d, "scriptc.log"), p.log())
            reason[m.name] = compile_failure(p, model) or onnx_check(model, d)
            if not reason[m.name]:
                more, checks[m.name] = vision.ort_jobs(m, d)
                jobs += more
        if jobs:
            path = os.path.join(self.out, "examples", "vision", "ort_jobs.json")
            with open(path, "w") as f:
                json.dump([{k: v for k, v in j.items() if k != "key"} for j in jobs], f)
            done, current, err = ort_process(path, {j["id"]: j for j in jobs})
            for j in jobs:
                if j["id"] not in done:
                    done[j["id"]] = {"error": err or "no result"}
        for m, d, _ in todo:
            why = reason[m.name] or vision.ort_compare(
                m, d, [done[j["id"]] for j in jobs if j["key"][0] == m.name], checks[m.name])
            write(os.path.join(d, "scriptc.txt"), (why or "matched") + "\n")
            self.res.check("examples/vision_scriptc/" + m.name, why and "%s (%s)" % (why, rel(d)))
            if not why:   # the weights and the models holding them: hundreds of MB
                for f in os.listdir(d):
                    if f.endswith((".safetensors", ".onnx")):
                        os.remove(os.path.join(d, f))

    # -- examples/seq ----------------------------------------------------------

    def seq_examples(self):
        """The sequence-model examples with weights (tests/lib/seq_examples.py), one check
        each: PyTorch's scripted model against ONNX Runtime on the compiled example."""
        import seq_examples
        for path, entry, specs, gen in seq_examples.EXAMPLES:
            cid = "examples/seq/" + seq_examples.name_of(path, entry)
            if not self.selected(cid):
                continue
            d = fresh_dir(os.path.join(self.out, cid))
            try:
                why = seq_examples.check(self.scriptc, path, entry, specs, gen, d, self.env)
            except Exception:  # noqa: BLE001 - a broken entry fails its check, not the run
                why = "the check raised " + traceback.format_exc().strip().splitlines()[-1]
            self.res.check(cid, why and "%s (%s)" % (why, rel(d)))

    # -- examples/wlm ------------------------------------------------------------

    def wlm(self):
        """The word language model example's variants against PyTorch's examples
        repository's model (tests/lib/wlm.py)."""
        import wlm
        if not any(self.selected("examples/wlm/" + v.name) for v in wlm.VARIANTS):
            return
        for cid, why in wlm.run_all(self.scriptc, self.out, self.selected):
            self.res.check(cid, why)

    # -- random ----------------------------------------------------------------

    def random_suite(self):
        """tests/random: programs drawing random numbers, checked by their distributions
        (tests/lib/randsuite.py), at the e2e suite's opsets."""
        import randsuite
        for cid, why in randsuite.run_all(self, OPSETS, refused_below, below_min_opset,
                                          onnx_check, compile_failure):
            self.res.check(cid, why)

    # -- cli -------------------------------------------------------------------

    def cli(self):
        """The cli suite, one case at a time (some time signals or set the umask)."""
        import cli_cases

        def crash_of(rc, stderr):
            return Proc([], "", rc, "", stderr).crash()

        for name, fn in cli_cases.CASES:
            cid = "cli/" + name
            if not self.selected(cid):
                continue
            d = fresh_dir(os.path.join(self.out, cid))
            t = cli_cases.T(self.scriptc, fresh_dir(os.path.join(d, "tmp")), self.env, crash_of)
            try:
                fn(t)
                why = None
            except cli_cases.Failure as e:
                why = str(e)
            except Exception:  # noqa: BLE001 - a broken case fails its check, not the run
                why = "case raised " + traceback.format_exc().strip().splitlines()[-1]
                t.log.append(traceback.format_exc())
            write(os.path.join(d, "log.txt"), "\n".join(t.log))
            self.res.check(cid, why and "%s (%s)" % (why, rel(d)))

    def numerics(self):
        """The numerics suite (tests/lib/numerics.py): one check per elementwise expression
        and dtype of its probe, against PyTorch on a grid of special values."""
        import numerics
        if not any(self.selected("numerics/%s.%s" % (n, dt)) for n, _, _ in numerics.EXPRS
                   for dt in ("float32", "float64", "float16")):
            return
        d = fresh_dir(os.path.join(self.out, "numerics"))
        report = numerics.probe(self.scriptc, d, lambda c: self.selected("numerics/" + c),
                                env=self.env)
        lines = []
        for c in sorted(report):
            r = report[c]
            if r[0] == "skip":
                lines.append("SKIP %s: %s" % (c, r[1]))
                continue
            lines += ["%s: %s" % (c, t) for _, t in r[1]]
            why, note = numerics.verdict(c, r[1])
            if note:
                self.res.notes.append(note)
            self.res.check("numerics/" + c, why and "%s (%s/report.txt)" % (why, rel(d)))
        write(os.path.join(d, "report.txt"), "\n".join(lines) + "\n")

    # -- gen -------------------------------------------------------------------

    def gen(self):
        """tests/gen/run on the fixed seeds, in its own process, after the other suites."""
        k = self.args.k or ""
        self.gen_writes()
        self.gen_O0()
        self.gen_seq()
        self.gen_table()
        self.gen_rows()
        if not (self.selected("gen/seeds") or self.selected("gen/caught/")
                or "gen/caught" in k):
            return
        d = fresh_dir(os.path.join(self.out, "gen"))
        cmd = [sys.executable, os.path.join(TESTS, "gen", "run"), "--scriptc", self.scriptc,
               "--seeds", str(GEN_SEEDS), "--first-seed", str(GEN_FIRST), "--out", d,
               "-j", str(self.args.j)]
        p = run(cmd, ROOT, 1800, self.env)
        write(os.path.join(d, "log.txt"), p.log())
        lines = p.stdout.splitlines()
        for line in lines:
            m = re.match(r"note: (gen/caught/\S+): ", line)
            if m and self.selected(m.group(1)):
                self.res.notes.append(line)
                self.res.ok(m.group(1))
        if self.selected("gen/seeds"):
            self.res.check("gen/seeds", gen_failure(p, lines, d))

    def gen_check(self, cid, outdir, seeds, args):
        """tests/gen/run on seeds 1..SEEDS with ARGS (features, level) as the check CID"""
        if not self.selected(cid):
            return
        d = fresh_dir(os.path.join(self.out, outdir))
        cmd = [sys.executable, os.path.join(TESTS, "gen", "run"), "--scriptc", self.scriptc,
               "--seeds", str(seeds), "--first-seed", "1"] + args + [
               "--no-caught", "--out", d, "-j", str(self.args.j)]
        p = run(cmd, ROOT, 1800, self.env)
        write(os.path.join(d, "log.txt"), p.log())
        self.res.check(cid, gen_failure(p, p.stdout.splitlines(), d))

    def gen_writes(self):
        """tests/gen/run with every write feature (issue 6): in place, subscript stores,
        writes to shared tensors and views, helpers writing their arguments."""
        self.gen_check("gen/writes", "gen-writes", GEN_WRITE_SEEDS, ["--features", GEN_WRITES])

    def gen_O0(self):
        """tests/gen/run with every feature at -O0 (issue 18: dead code kept at -O0 made
        If and Loop nodes without outputs, and kept wrong list lengths alive): every
        optimization level must give a valid model that computes PyTorch's result."""
        self.gen_check("gen/O0", "gen-O0", GEN_O0_SEEDS, ["--all", "-O", "0"])

    def gen_seq(self):
        """tests/gen/run with recurrent cells and attention in loops and branches, their
        states carried (issue 21), at -O0 (the default seeds run at the default level
        elsewhere, and -O0 keeps every If and Loop the cells and caches sit in)."""
        self.gen_check("gen/seq-layers", "gen-seq", GEN_SEQ_SEEDS,
                       ["--features", GEN_SEQ, "-O", "0"])

    def gen_table(self):
        """tests/gen/run with calls drawn from the whole operator table (issue 22: the
        generator draws from the table; tests/gen/gentable.py), every one PyTorch runs on
        the program's shapes: each must be refused with a located error or compute PyTorch's
        result."""
        self.gen_check("gen/table", "gen-table", GEN_TABLE_SEEDS, ["--features", GEN_TABLE])

    def gen_rows(self):
        """tests/gen/run with buffers a counted loop fills one row a trip (issue 23:
        onnxscan makes the rows a Loop's scan output), at -O0, -O1 and -O2: the pass runs
        from -O1, and each level must compute PyTorch's result."""
        for lv in ("0", "1", "2"):
            self.gen_check("gen/row-writes-O" + lv, "gen-rows-O" + lv, GEN_ROWS_SEEDS,
                           ["--features", GEN_ROWS, "-O", lv])

    # -- e2e -------------------------------------------------------------------

    def e2e_start(self):
        cases = []
        for name, path in self.cases(os.path.join(self.args.e2e_dir, "*.py")):
            cid = "e2e/" + name
            e2e, o0 = self.selected(cid), self.selected("o0/" + name)
            if not e2e and not o0:
                continue
            c = {"cid": cid, "name": name, "path": path,
                 "dir": fresh_dir(os.path.join(self.out, cid)), "wrong": None,
                 "compiles": {}, "manifest": None, "e2e": e2e, "o0": o0}
            cases.append(c)
            args = case_args(c, path)
            if args is None:
                continue
            c["args"] = args
            with open(path) as f:
                if (caseblocks.module_entry(f.read(), caseblocks.options(c["blocks"]))
                        and "weights" not in c["blocks"]):
                    continue   # compiled with the weights the truth writes (e2e_truths)
            self.e2e_compile(c, args)
        return cases

    def e2e_compile(self, c, args):
        """Compile at each opset the e2e checks run (OPSETS), and for the o0 check at
        O0_OPSET, also at the other optimization level (levels.py)."""
        opsets = list(OPSETS) if c["e2e"] else []
        if c["o0"]:
            opsets += [] if O0_OPSET in opsets else [O0_OPSET]
            own, other, oargs = levels.other_level(args)
            c["levels"] = (own, other)
            model = os.path.join(c["dir"], "%s.onnx" % other[1:])
            c["twin"] = self.compile_async(
                c["path"], ["-o", model, "--opset", str(O0_OPSET)] + oargs)
        for n in opsets:
            model = os.path.join(c["dir"], "opset%d.onnx" % n)
            c["compiles"][n] = self.compile_async(
                c["path"], ["-o", model, "--opset", str(n)] + args)

    def e2e_truths(self, cases):
        """Phase 1, in this process: PyTorch's outputs for every set of every case."""
        todo = [c for c in cases if not c["wrong"]]
        if not todo:
            return
        import truth
        for c in todo:
            try:
                c["manifest"] = truth.compute(c["path"], c["name"], c["blocks"], c["dir"])
                if not c["compiles"]:   # a module entry: its weights are written now
                    weights = os.path.join(c["dir"], truth.WEIGHTS_FILE)
                    self.e2e_compile(c, c["args"] + (
                        ["--weights", weights] if os.path.exists(weights) else []))
            except truth.CaseWrong as e:
                c["wrong"] = e.reason
                write(os.path.join(c["dir"], "truth.log"), e.reason + "\n" + e.detail)
            except Exception as e:   # a bug in the case or in truth.py
                c["wrong"] = "truth failed: %s: %s" % (type(e).__name__, e)
                write(os.path.join(c["dir"], "truth.log"), traceback.format_exc())

    def e2e_finish(self, cases):
        """Phases 3 and 4: checker, then ONNX Runtime for every checked model."""
        jobs, reason = [], {}
        for c in cases:
            for n, fut in c["compiles"].items():
                p = fut.result()
                model = os.path.join(c["dir"], "opset%d.onnx" % n)
                write(os.path.join(c["dir"], "opset%d.log" % n), p.log())
                low = below_min_opset(c, n)
                if low is not None:
                    reason[(c["cid"], n)] = refused_below(p, model, low)
                    continue
                why = compile_failure(p, model) or onnx_check(model, c["dir"], n)
                reason[(c["cid"], n)] = why
                if not why and not c["wrong"]:
                    try:
                        jobs += self.ort_job(c, n, model) if c["e2e"] and n in OPSETS else \
                            self.o0_job(c, "opset%d" % n, model, (c["cid"], n))
                    except Exception as e:  # noqa: BLE001 - that model's check fails
                        reason[(c["cid"], n)] = "making the copy ONNX Runtime runs: %s: %s" % (
                            type(e).__name__, _first(str(e)))
            jobs += self.o0_start(c, reason)
        selftest = self.shapecheck_selftest()
        if selftest:
            jobs += selftest[0]
        ran = self.ort(jobs)
        if selftest:
            self.res.check("e2e/shapecheck-selftest", selftest_failure(selftest, ran))
        if self.selected("o0/selftest"):
            self.res.check("o0/selftest", levels.selftest())
        o0 = {"cases": 0, "inexact": []}
        for c in cases:
            if c["o0"]:
                self.o0_finish(c, reason, ran, o0)
            for n in OPSETS if c["e2e"] else ():
                cid = "%s@opset%d" % (c["cid"], n)
                if c["wrong"]:
                    self.res.fail(cid, "case is wrong: %s (fix %s)" % (c["wrong"], rel(c["path"])))
                    continue
                why = reason[(c["cid"], n)]
                if not why and below_min_opset(c, n) is None:
                    why = self.ort_compare(c, n, [ran.get((c["cid"], n) + w)
                                                  for w in ((), ("disabled",), ("shapes",))])
                self.res.check(cid, why)
        if o0["cases"]:
            path = os.path.join(fresh_dir(os.path.join(self.out, "o0")), "inexact.txt")
            write(path, "".join(n + "\n" for n in o0["inexact"]))
            self.res.notes.append(
                "note: o0: %d of %d cases compute bit-equal values at both levels; the "
                "others agree within the tolerance (%s)" % (
                    o0["cases"] - len(o0["inexact"]), o0["cases"], rel(path)))

    # -- o0: the case's model at -O2 and at -O0 computes the same (tests/lib/levels.py) --

    def o0_job(self, c, stem, model, key):
        """One job running model on the case's sets then its raises sets, at ONNX Runtime's
        default level, prefixed stem; with the layout of its outputs in c["o0layout"][key]."""
        import seqout
        run, lay = seqout.ort_copy(model, os.path.join(c["dir"], stem + ".ort.onnx"))
        c.setdefault("o0layout", {})[key] = lay
        m = c["manifest"]
        sets = [{"inputs": s["inputs"], "prefix": "%s.set%d" % (stem, k)}
                for k, s in enumerate(m["sets"])]
        sets += [{"inputs": s["inputs"], "prefix": "%s.raise%d" % (stem, k)}
                 for k, s in enumerate(m["raises"])]
        return [{"id": "%s/%s" % (c["cid"], stem), "key": key, "model": run, "dir": c["dir"],
                 "sets": sets}]

    def o0_start(self, c, reason):
        """The other level's model: compiled, checked, and its job (none if it failed: the
        reason is reason[(cid, "o0")])."""
        if not c["o0"] or "twin" not in c:   # a case that is wrong before it compiles
            return []
        other = c["levels"][1]
        model = os.path.join(c["dir"], "%s.onnx" % other[1:])
        p = c["twin"].result()
        write(os.path.join(c["dir"], "%s.log" % other[1:]), p.log())
        key = (c["cid"], "o0")
        if below_min_opset(c, O0_OPSET) is not None or c["wrong"]:
            return []
        why = reason[key] = compile_failure(p, model) or onnx_check(model, c["dir"], O0_OPSET)
        if why:
            return []
        try:
            return self.o0_job(c, other[1:], model, key)
        except Exception as e:  # noqa: BLE001 - that model's check fails
            reason[key] = "making the copy ONNX Runtime runs: %s: %s" % (
                type(e).__name__, _first(str(e)))
            return []

    def o0_finish(self, c, reason, ran, tally):
        """The check o0/NAME: both levels compile and compute the same on every set."""
        cid = "o0/" + c["name"]
        if c["wrong"]:
            self.res.fail(cid, "case is wrong: %s (fix %s)" % (c["wrong"], rel(c["path"])))
            return
        own, other = c["levels"]
        if below_min_opset(c, O0_OPSET) is not None:
            return   # refused at both levels: the e2e check says whether properly
        why = reason.get((c["cid"], O0_OPSET))
        if why:
            why = "at %s: %s" % (own, why)
        elif reason[(c["cid"], "o0")]:
            why = "at %s: %s" % (other, reason[(c["cid"], "o0")])
        else:
            lay = c["layout"][O0_OPSET] if (c["cid"], O0_OPSET) not in c.get("o0layout", {}) \
                else c["o0layout"][(c["cid"], O0_OPSET)]
            why, inexact = levels.compare(
                len(c["manifest"]["sets"]), ran.get((c["cid"], O0_OPSET)), lay,
                ran.get((c["cid"], "o0")), c["o0layout"][(c["cid"], "o0")], c["dir"],
                own, other)
            tally["cases"] += 1
            if not why and inexact:
                tally["inexact"].append("%s: %s" % (c["name"], inexact))
        why, note = levels.verdict(c["name"], why)
        if note:
            self.res.notes.append("note: %s: %s" % (cid, note))
        self.res.check(cid, why)

    def shapecheck_selftest(self):
        """The check `e2e/shapecheck-selftest`: a model breaking declared shapes on purpose
        (shapecheck.selftest_model), so that the check is known to see a broken shape in the
        main graph and in an If branch inside a Loop body. Returns its jobs and context."""
        if not self.selected("e2e/shapecheck-selftest"):
            return None
        import numpy as np
        import shapecheck
        d = fresh_dir(os.path.join(self.out, "e2e", "shapecheck-selftest"))
        model = os.path.join(d, "model.onnx")
        shapecheck.selftest_model(model)
        sets = []
        for k, (size, trips) in enumerate(((3, 0), (2, 2))):
            np.arange(size, dtype="<f4").tofile(os.path.join(d, "set%d.x.bin" % k))
            np.array(trips, dtype="<i8").tofile(os.path.join(d, "set%d.n.bin" % k))
            sets.append({"inputs": [
                {"name": "x", "dtype": "float32", "shape": [size], "file": "set%d.x.bin" % k},
                {"name": "n", "dtype": "int64", "shape": [], "file": "set%d.n.bin" % k}],
                "prefix": "set%d" % k})
        jobs, _, checks = ort_jobs(model, d, "model", sets, "shapecheck-selftest",
                                   ("shapecheck-selftest",))
        return jobs, sets, checks, d

    def ort_job(self, c, n, model):
        """The jobs running the model on every set: at ONNX Runtime's default level, and
        its copy with the shape checks at "disabled" (ort_jobs)."""
        sets = [{"inputs": s["inputs"], "prefix": "opset%d.set%d" % (n, k)}
                for k, s in enumerate(c["manifest"]["sets"])]
        sets += [{"inputs": s["inputs"], "prefix": "opset%d.raise%d" % (n, k)}
                 for k, s in enumerate(c["manifest"]["raises"])]
        jobs, c.setdefault("layout", {})[n], c.setdefault("checks", {})[n] = ort_jobs(
            model, c["dir"], "opset%d" % n, sets, "%s@%d" % (c["cid"], n), (c["cid"], n))
        return jobs

    def ort(self, jobs):
        """Run every job in one node process; if node hangs or dies on a model,
        record that model's failure and start again after it."""
        done, todo = {}, list(jobs)
        while todo:
            path = os.path.join(self.out, "e2e", "ort_jobs.json")
            with open(path, "w") as f:
                json.dump([{k: v for k, v in j.items() if k != "key"} for j in todo], f)
            byid = {j["id"]: j for j in todo}
            finished, current, err = ort_process(path, byid)
            done.update(finished)
            if current is None:
                for j in todo:
                    if j["id"] not in finished:
                        done[j["id"]] = {"error": "node gave no result: " + err}
                break
            done[current] = {"error": err}
            todo = [j for j in todo if j["id"] not in done]
        return {j["key"]: done[j["id"]] for j in jobs}

    def ort_compare(self, c, n, r):
        """r: the default, disabled and shape-check runs of ort_jobs."""
        for what, got in zip(("", ".disabled", ".shapes"), r):
            write(os.path.join(c["dir"], "opset%d.ort%s.json" % (n, what)),
                  json.dumps(got, indent=1))
        why, note = compare_runs(c["manifest"]["sets"], c["manifest"]["raises"], r,
                                 c["layout"][n], c["checks"][n], c["dir"], c["name"], "opset%d" % n)
        if note:
            self.res.notes.append("note: %s@opset%d: %s" % (c["cid"], n, note))
        return why


def ort_jobs(model, d, stem, sets, jid, key):
    """The three ONNX Runtime jobs for one model on sets, and what reading their results
    needs: (jobs, the original outputs' layout, the shape checks).

    The first runs the model (its copy with sequence outputs made tensors: seqout.ort_copy)
    at ONNX Runtime's default optimization level, as users run it; the second the same at
    "disabled": where the two levels disagree, the case fails (compare_runs). The third
    runs a copy with a check of every declared shape (shapecheck.instrument) at "disabled":
    at the default level ONNX Runtime would fold the checks' Shape nodes into the declared
    shapes. Its outputs are not the model's at "disabled": its extra nodes change what ONNX
    Runtime plans (gen seed 71074 of --all --size 3 -O0 failed in the model at every level,
    "Shape mismatch attempting to re-use buffer", and ran in the copy)."""
    import seqout
    import shapecheck
    run, lay = seqout.ort_copy(model, os.path.join(d, stem + ".ort.onnx"))
    shp = os.path.join(d, stem + ".shapes.onnx")
    checks = shapecheck.instrument(model, shp)
    srun, _ = seqout.ort_copy(shp, os.path.join(d, stem + ".shapes.ort.onnx"))
    dsets = [dict(s, prefix=s["prefix"] + ".d") for s in sets]
    ssets = [dict(s, prefix=s["prefix"] + ".s") for s in sets]
    return ([{"id": jid, "key": key, "model": run, "dir": d, "sets": sets},
             {"id": jid + "/disabled", "key": key + ("disabled",), "model": run, "dir": d,
              "sets": dsets, "opt": "disabled"},
             {"id": jid + "/shapes", "key": key + ("shapes",), "model": srun, "dir": d,
              "sets": ssets, "opt": "disabled"}], lay, checks)


def compare_run(sets, raises, r, lay, d):
    """None if ONNX Runtime's run r (sets, then raises) matches PyTorch's outputs, and fails
    on every raises set; else a short reason."""
    import seqout
    if r is None:
        return "ONNX Runtime did not run the model"
    if r.get("error"):
        return r["error"]
    for k, (s, got) in enumerate(zip(sets, r["sets"])):
        if got.get("error"):
            return "ONNX Runtime failed on set %d: %s (set %d: %s)" % (
                k, _ort_error(got["error"]), k, s["code"])
        outs = [o for o in got["outputs"] if not _is_check(o["name"])]
        why = seqout.compare_set(s, outs, lay, d)
        if why:
            return "set %d: %s (set %d: %s)" % (k, why, k, s["code"])
    if len(r["sets"]) != len(sets) + len(raises):
        return "ONNX Runtime ran %d sets of %d" % (len(r["sets"]), len(sets) + len(raises))
    for k, (s, got) in enumerate(zip(raises, r["sets"][len(sets):])):
        if not got.get("error"):
            return "raises set %d (%s): PyTorch raises (%s), ONNX Runtime returned a " \
                   "result" % (k, s["code"], s["error"])
    return None


def _ort_error(text):
    """ONNX Runtime's message for a failure inside nested nodes, shortened: "Non-zero status
    code returned while running If node. Name:'/If_2' Status Message: ..." once per level
    becomes the path of nodes, then the innermost message without its source location."""
    path = re.findall(r"Non-zero status code returned while running (\w+) node\. "
                      r"Name:'([^']*)' Status Message: ", text)
    inner = re.split(r"Status Message: ", text)[-1] if path else text
    inner = re.sub(r"^\S*onnxruntime_src\S* [^[]*", "", inner)
    inner = inner.split(" Validate usage of dim_value")[0]
    return "%s%s" % (" > ".join("%s %s" % p for p in path) + ": " if path else "", inner)


def _is_check(name):
    import shapecheck
    return shapecheck.is_check(name)


def shape_failures(sets, rd, checks, d):
    """The broken shapes the shape-check run rd found: [(set index, text)]. checks: what
    shapecheck.instrument returned. A run that failed is one text (set index -1)."""
    import shapecheck
    import truth
    if rd is None or rd.get("error"):
        return [(-1, "the copy with the shape checks did not run: %s" % (
            rd and rd.get("error")))]
    bad = []
    for k, got in enumerate(rd["sets"][:len(sets)]):
        if got.get("error"):
            bad.append((k, "the copy with the shape checks failed: %s" % got["error"]))
            continue
        for why in shapecheck.failures(checks, got["outputs"], lambda g: truth.read_arr(
                g["dtype"], g["shape"], os.path.join(d, g["file"])).data.reshape(-1),
                sets[k]["inputs"]):
            bad.append((k, why))
    return bad


def compare_runs(sets, raises, r, lay, checks, d, name, stem):
    """The verdict on one model from its three runs r = (default, disabled, shape checks):
    (reason or None, a note or None). Fails where either level differs from PyTorch (saying
    whether the other level matches, and the first broken declared shape if any: ONNX
    Runtime acts on them, so they are often the cause), then where a declared shape is
    broken, unless shapecheck.KNOWN lists the case (then a note)."""
    import shapecheck
    why = compare_run(sets, raises, r[0], lay, d)
    whyd = compare_run(sets, raises, r[1], lay, d)
    bad = shape_failures(sets, r[2], checks, d)
    text = None
    if bad:
        path = os.path.join(d, stem + ".shapes.txt")
        with open(path, "w") as f:
            f.write("".join("set %d: %s\n" % b for b in bad))
        text = "a declared shape is broken (%d value(s), %d in all sets; %s): set %d: %s" % (
            len({w.split(" declared ")[0] for _, w in bad}), len(bad), rel(path),
            bad[0][0], bad[0][1])
    also = "; also %s" % text if text else ""
    if why and not whyd:
        return ("%s (at ONNX Runtime's default optimization level; with its optimizations "
                "disabled the model matches PyTorch)%s" % (why, also)), None
    if why:
        return why + also, None
    if whyd:
        return ("with ONNX Runtime's optimizations disabled: %s (the default level "
                "matches PyTorch)%s" % (whyd, also)), None
    reason = shapecheck.known(name, stem)
    if text:
        if reason:
            return None, "known (%s), still %s" % (reason, text)
        return text, None
    if reason:
        return None, "listed in tests/lib/shapecheck.py KNOWN (%s) but its declared " \
            "shapes hold now: remove it" % reason
    return None, None


def selftest_failure(selftest, ran):
    """None if the self-test model's runs both ran and the shape checks found exactly the
    broken shapes it was built with."""
    jobs, sets, checks, d = selftest
    r = [ran.get(j["key"]) for j in jobs]
    for what, got in zip(("default", "disabled", "shape-check"), r):
        if got is None or got.get("error") or any(s.get("error") for s in got["sets"]):
            return "the self-test model did not run at the %s level: %s" % (
                what, got and (got.get("error") or [s.get("error") for s in got["sets"]]))
    found = sorted((k, w.split(" declared ")[0]) for k, w in shape_failures(sets, r[2],
                                                                             checks, d))
    want = [(0, "value a (graph)"), (1, "value a (graph)"),
            (1, "value t (graph > Loop L > If I then)")]
    if found != want:
        return "the shape check found %s in the self-test model, expected %s" % (found, want)
    return None


def ort_process(path, byid):
    """Run tests/ort_run.js on the job file. Returns (results by id, the id it
    was on when it hung or died or None, an error text)."""
    cmd = ["node", os.path.join(TESTS, "ort_run.js"), path]
    try:
        p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    except OSError as e:
        return {}, None, "cannot run node: %s" % e.strerror
    lines = queue.Queue()
    errs = []
    threading.Thread(target=lambda: [lines.put(l) for l in p.stdout] + [lines.put(None)],
                     daemon=True).start()
    threading.Thread(target=lambda: errs.extend(p.stderr), daemon=True).start()
    finished, current = {}, None
    while True:
        try:
            line = lines.get(timeout=ORT_TIMEOUT)
        except queue.Empty:
            p.kill()
            p.wait()
            return finished, current, "ONNX Runtime timed out after %d s" % ORT_TIMEOUT
        if line is None:
            break
        msg = json.loads(line)
        if "start" in msg:
            current = msg["start"]
        else:
            finished[msg["done"]] = msg
            current = None
    rc = p.wait()
    err = ("".join(errs).strip().splitlines() or ["exit status %d" % rc])[-1]
    if current is not None:
        return finished, current, "ONNX Runtime crashed (exit status %d): %s" % (rc, err)
    if rc != 0 or len(finished) < len(byid):
        return finished, None, "node failed (exit status %d): %s" % (rc, err)
    return finished, None, ""


def gen_failure(p, lines, d):
    """None if the gen run ended with its summary, nothing differed or was invalid,
    and at most one program in ten was refused."""
    m = re.match(r"(\d+) programs: (\d+) matched, (\d+) refused, (\d+) differed"
                 r"(?:, (\d+) invalid)?$", lines[-1] if lines else "")
    if p.error or not m or p.rc not in (0, 1):
        return "tests/gen/run failed (exit status %s%s): %s (%s/log.txt)" % (
            p.rc, ", " + p.error if p.error else "", _first(p.stderr), rel(d))
    n, _, refused, differed = (int(x) for x in m.groups()[:4])
    invalid = int(m.group(5) or 0)
    bad = [l for l in lines if re.match(r"seed \d+: (differed|invalid): ", l)]
    if differed or invalid:
        return "%s; first: %s (%s/log.txt)" % (lines[-1], bad[0] if bad else "?", rel(d))
    if refused * 10 > n:
        return "%s: more than one in ten refused (%s/log.txt)" % (lines[-1], rel(d))
    return None


def below_min_opset(c, n):
    """The case's `min-opset` block (a number M) if opset n is below it, else None."""
    b = c.get("blocks", {}).get("min-opset")
    if b is None:
        return None
    m = int(caseblocks.as_text(b).strip())
    return m if n < m else None


def refused_below(p, model, m):
    """Below its min-opset a case must be refused: exit 1, a located error naming opset m,
    no model written."""
    why = p.crash()
    if why:
        return why
    if p.rc != 1:
        return "below min-opset %d: expected a refusal, got exit status %d" % (m, p.rc)
    if os.path.exists(model):
        return "below min-opset %d: refused but wrote %s" % (m, os.path.basename(model))
    err = p.stderr if isinstance(p.stderr, str) else p.stderr.decode("utf-8", "replace")
    if not re.search(r"^\S+\.py:\d+:\d+: error: .*opset %d" % m, err, re.M):
        return "below min-opset %d: no located error naming opset %d: %s" % (
            m, m, _first(err))
    return None


def compile_failure(p, model):
    why = p.crash()
    if why:
        return why
    if p.rc != 0:
        return "scriptc failed (exit status %d): %s" % (p.rc, _first(p.stderr))
    if not os.path.exists(model):
        return "scriptc exited 0 but wrote no %s" % os.path.basename(model)
    return None


_onnx = None


def onnx_check(model, d, opset=None):
    global _onnx
    if _onnx is None:
        import onnx
        _onnx = onnx
    try:
        m = _onnx.load(model)
        # onnx 1.12's checker knows opsets up to 17; newer ones get ONNX Runtime only
        if opset is None or opset <= CHECKER_MAX_OPSET:
            _onnx.checker.check_model(m, full_check=True)
    except Exception as e:
        name = os.path.basename(model)
        write(os.path.join(d, name + ".checker.txt"), traceback.format_exc())
        return "onnx.checker: %s" % _first(str(e))
    if opset is not None:
        got = [o.version for o in m.opset_import if o.domain in ("", "ai.onnx")]
        if got != [opset]:
            return "model imports opset %s, asked for %d" % (got, opset)
    return None


def _first(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def _first_change(diff):
    for line in diff.splitlines()[2:]:
        if line[:1] in "+-":
            return line
    return "(whitespace)"


def vision_child(sel):
    """The PyTorch half of the vision models sel [(model, dir)] in a child interpreter: their
    references (VGG-16 among them) take gigabytes, and a process's peak RSS is inherited by
    every process it starts after (libFuzzer's -rss_limit_mb would see it). {name: why}."""
    if not sel:
        return {}
    code = ("import json, os, sys, traceback\n"
            "sys.path.insert(0, %r)\n"
            "import vision\n"
            "byname = {m.name: m for m in vision.MODELS}\n"
            "for name, d in json.loads(sys.argv[1]):\n"
            "    try:\n"
            "        why = vision.torch_half(byname[name], d)\n"
            "    except Exception:\n"
            "        why = 'vision.py raised ' + traceback.format_exc().strip().splitlines()[-1]\n"
            "        open(os.path.join(d, 'torch.log'), 'w').write(traceback.format_exc())\n"
            "    print(json.dumps([name, why]), flush=True)\n") % os.path.join(TESTS, "lib")
    arg = json.dumps([[m.name, d] for m, d in sel])
    p = subprocess.run([sys.executable, "-c", code, arg], capture_output=True, text=True)
    whys = {}
    for line in p.stdout.splitlines():
        try:
            name, why = json.loads(line)
            whys[name] = why
        except ValueError:
            pass
    if p.returncode:
        for m, d in sel:
            whys.setdefault(m.name, "the PyTorch half's process failed (exit status %d): %s" %
                            (p.returncode, (p.stderr.strip().splitlines() or [""])[-1]))
    return whys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", required=True, help="meson build directory holding scriptc")
    ap.add_argument("--update", action="store_true", help="rewrite ir/stderr/after blocks")
    ap.add_argument("-k", metavar="PATTERN", help="run only checks whose id matches")
    ap.add_argument("-j", type=int, default=2, help="parallel scriptc runs (default 2)")
    ap.add_argument("--out", default=os.path.join(TESTS, "out"), help="details (tests/out)")
    ap.add_argument("--no-build", action="store_true", help="do not run ninja first")
    ap.add_argument("--opsets", default="11,13,17",
                    help="opsets of the e2e and random suites (default 11,13,17; above 17 no "
                         "checker)")
    ap.add_argument("--e2e-dir", default="e2e", metavar="DIR",
                    help="the e2e suite's cases, under tests/ (default e2e; e2e_modules_pending "
                         "runs the module cases staged there)")
    ap.add_argument("--fuzz-build", metavar="DIR",
                    help="clang build for the fuzz suite, configured once (build-fuzz)")
    ap.add_argument("--fuzz-time", type=int, default=30, metavar="S",
                    help="seconds each fuzzer runs (default 30; 0: replay only)")
    args = ap.parse_args()
    global OPSETS
    OPSETS = tuple(int(x) for x in args.opsets.split(","))
    r = Runner(args)
    if args.no_build or r.make():
        unit = r.unit_start()
        golden = r.golden_start()
        examples = r.examples_start()
        lim = r.limits_start()
        e2e = r.e2e_start()
        rejects = r.rejects_start()
        r.e2e_truths(e2e)
        r.rejects_truths(rejects)
        vision = r.vision_truths()
        r.unit_finish(unit)
        r.golden_finish(golden)
        r.examples_finish(examples)
        r.limits_finish(lim)
        r.e2e_finish(e2e)
        r.vision_finish(vision)
        r.seq_examples()
        r.random_suite()
        r.wlm()
        decode_examples.suite(r)
        r.cli()
        r.numerics()
        r.rejects_finish(rejects)
        fuzzsuite.Suite(r, ROOT, TESTS).run()
        r.gen()
    r.pool.shutdown()
    for note in r.res.notes:
        print(note)
    for cid, why in r.res.failed:
        print("FAIL %s: %s" % (cid, why))
    print("%d passed, %d failed" % (r.res.passed, len(r.res.failed)))
    return 1 if r.res.failed else 0


if __name__ == "__main__":
    sys.exit(main())
