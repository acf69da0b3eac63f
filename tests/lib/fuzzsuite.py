"""The fuzz suite of tests/run.py (docs/testing.md, "Fuzzing"; tests/fuzz/README.md).

Needs clang (with libFuzzer's runtime, Debian's libclang-rt-14-dev); without it the suite
prints a note and counts nothing. Otherwise it configures FUZZBUILD once with clang and the
sanitizers, builds the four harnesses, then:

  fuzz/replay/KIND/NAME        tests/fuzz/crashes/KIND/NAME runs through the harness
                               without a crash: one check per input ever found
  fuzz/replay/known/KIND/NAME  the same for bugs not fixed yet (crashes/known/): a note
                               while it still crashes, a passed check once it does not
  fuzz/corpus/KIND             every seed (tests/fuzz/corpus/KIND, and the e2e cases and
                               examples, as scripts or as command lines) runs cleanly
  fuzz/run/HARNESS             HARNESS fuzzes for --fuzz-time seconds from those seeds
                               (-seed=1, fork mode so one crash does not end the run);
                               every crash, timeout or OOM is replayed and fails the check
                               unless tests/fuzz/known.txt names it

KIND is `compile` (a script: harnesses fuzz_compile and fuzz_tokens), `cli` (options,
a line `%%`, a script: fuzz_cli) or `safetensors` (a weights file: fuzz_safetensors). The checked-in corpus never changes: libFuzzer writes
new inputs and crashes under OUT/fuzz/HARNESS/.
"""

import glob
import os
import re
import shutil
import subprocess

HARNESSES = (("compile", "compile"), ("tokens", "compile"), ("cli", "cli"),
             ("safetensors", "safetensors"))
KINDS = ("compile", "cli", "safetensors")
def _inherited_mb():
    """This process's peak resident set, in MB: Linux carries it into every process started
    after it (fork copies the high-water mark, execve keeps it), and libFuzzer's
    -rss_limit_mb reads that peak (getrusage): the limit is the fuzzer's own 2 GB above it"""
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def libfuzzer():
    """libFuzzer's flags: the rss limit 2 GB above what this process passes on"""
    return ["-timeout=10", "-rss_limit_mb=%d" % (2048 + _inherited_mb())]

# inputs a corpus replay runs in one process: under ASan the arena never hands out memory
# given back again (ir/arena.c), so one process replaying the whole cli corpus (over 1,200
# inputs with the seeds made from the e2e cases) grew past the 2 GB limit
REPLAY_BATCH = 300
REPLAY_TIMEOUT = 60     # seconds for one replay process
CLASSIFY_BUDGET = 120   # seconds to replay the artifacts of one fuzzing run
REPORT = ("IR verifier failed", "ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
          "runtime error:", "ERROR: libFuzzer", "fuzz: broken promise", "SUMMARY:")


class Suite:
    def __init__(self, runner, root, tests):
        self.r, self.res, self.root, self.tests = runner, runner.res, root, tests
        self.fuzzdir = os.path.join(tests, "fuzz")
        self.out = os.path.join(runner.out, "fuzz")
        args = runner.args
        self.build = os.path.abspath(args.fuzz_build or os.path.join(root, "build-fuzz"))
        self.time = args.fuzz_time
        self.env = dict(runner.env)
        self.env["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
        self.env.setdefault("ASAN_OPTIONS", "detect_leaks=1")
        self.known = read_known(os.path.join(self.fuzzdir, "known.txt"))

    def binary(self, harness):
        return os.path.join(self.build, "tests", "fuzz", "fuzz_" + harness)

    def run(self):
        k = self.r.args.k
        if k and "fuzz" not in k and not any(c in k for c in "*?["):
            return   # -k selects another suite: no build, no note
        if not shutil.which("clang"):
            self.res.notes.append("note: fuzz suite skipped: no clang (install clang "
                                  "and libclang-rt-14-dev)")
            return
        shutil.rmtree(self.out, ignore_errors=True)
        # the harnesses' and fork mode's temporary directories: a crashed harness
        # cannot remove its own, so they go where the next run deletes them
        os.makedirs(os.path.join(self.out, "tmp"))
        self.env["TMPDIR"] = os.path.join(self.out, "tmp")
        if not self.make():
            return
        for kind in KINDS:
            self.replay_crashes(kind, False)
            self.replay_crashes(kind, True)
            self.replay_corpus(kind)
        for harness, kind in HARNESSES:
            self.fuzz(harness, kind)

    # -- build ---------------------------------------------------------------

    def make(self):
        log = []
        if not os.path.exists(os.path.join(self.build, "build.ninja")):
            env = dict(os.environ, CC="clang")
            log.append(self.proc(["meson", "setup", self.build, "-Dfuzz=true",
                                  "-Db_sanitize=address,undefined", "-Db_lundef=false",
                                  "-Dverify=true"], 600, env))
        if not log or log[-1].returncode == 0:
            log.append(self.proc(["ninja", "-C", self.build] +
                                 ["tests/fuzz/fuzz_" + h for h, _ in HARNESSES], 1800))
        path = os.path.join(self.out, "build.log")
        with open(path, "w") as f:
            for p in log:
                f.write("$ %s\nexit status: %s\n%s\n" % (" ".join(p.args), p.returncode,
                                                          p.stdout))
        if log[-1].returncode != 0:
            self.res.fail("fuzz/build", "building %s failed (%s)"
                          % (os.path.relpath(self.build, self.root), self.rel(path)))
            return False
        return True

    def proc(self, cmd, timeout, env=None):
        try:
            return subprocess.run(cmd, cwd=self.root, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, timeout=timeout,
                                  env=env or self.env, text=True, errors="replace")
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode("utf-8", "replace") if isinstance(e.stdout, bytes) else ""
            return subprocess.CompletedProcess(cmd, None, out + "\n(timed out)\n")

    def rel(self, path):
        return os.path.relpath(path, self.root)

    # -- replays -------------------------------------------------------------

    def replay(self, harness, paths, timeout=REPLAY_TIMEOUT, flags=()):
        """Run the inputs once each; returns (None, log) or (the failing input, report)."""
        p = self.proc([self.binary(harness)] + libfuzzer() + list(flags) + paths, timeout)
        if p.returncode == 0 and not any(m in p.stdout for m in REPORT):
            return None, p.stdout
        ran = re.findall(r"^Running: (.*)$", p.stdout, re.M)
        return (ran[-1] if ran else paths[0]), p.stdout

    def replay_crashes(self, kind, known):
        d = os.path.join(self.fuzzdir, "crashes", *(("known", kind) if known else (kind,)))
        for path in sorted(glob.glob(os.path.join(d, "*"))):
            name = os.path.basename(path)
            cid = "fuzz/replay/%s%s/%s" % ("known/" if known else "", kind, name)
            if not self.r.selected(cid):
                continue
            bad, log = self.replay(kind, [path])
            logp = self.write(cid, log)
            if not bad:
                self.res.ok(cid)
                if known:
                    self.res.notes.append("note: %s no longer fails: move it to "
                                          "tests/fuzz/crashes/%s/ and drop its line in "
                                          "tests/fuzz/known.txt" % (cid, kind))
            elif known:
                self.res.notes.append("note: %s: known bug, still there: %s"
                                      % (cid, summary(log)))
            else:
                self.res.fail(cid, "%s (%s)" % (summary(log), self.rel(logp)))

    def seeds(self, kind):
        """The seed directories of a kind; cli seeds are made from the e2e cases."""
        dirs = [os.path.join(self.fuzzdir, "corpus", kind)]
        if kind == "safetensors":
            return dirs
        if kind == "compile":
            return dirs + [os.path.join(self.tests, "e2e"), os.path.join(self.root, "examples")]
        made = os.path.join(self.out, "cli-seeds")
        if not os.path.isdir(made):
            os.makedirs(made)
            import caseblocks
            for path in sorted(glob.glob(os.path.join(self.tests, "e2e", "*.py")) +
                               glob.glob(os.path.join(self.root, "examples", "*.py"))):
                with open(path) as f:
                    text = f.read()
                try:
                    blocks = caseblocks.parse(text)
                    args = caseblocks.input_args(blocks) + caseblocks.options(blocks)
                except caseblocks.CaseError:
                    continue
                with open(os.path.join(made, os.path.basename(path)), "w") as f:
                    f.write("".join(a + "\n" for a in args) + "%%\n" + text)
        return dirs + [made]

    def replay_corpus(self, kind):
        cid = "fuzz/corpus/" + kind
        if not self.r.selected(cid):
            return
        paths = sorted(p for d in self.seeds(kind) for p in glob.glob(os.path.join(d, "*"))
                       if os.path.isfile(p))
        logs, failed = [], None
        while paths and not failed:
            batch = paths[:REPLAY_BATCH]
            bad, log = self.replay(kind, batch, 600)
            logs.append(log)
            if not bad:
                paths = paths[len(batch):]
                continue
            why = self.classify(log)
            if why:
                self.res.notes.append("note: %s: %s: known bug: %s" % (cid, self.rel(bad), why))
            else:
                failed = bad
            paths = paths[paths.index(bad) + 1:] if bad in paths else []
        logp = self.write(cid, "\n".join(logs))
        if failed:
            self.res.fail(cid, "%s: %s (%s)" % (self.rel(failed), summary(logs[-1]),
                                                self.rel(logp)))
        else:
            self.res.ok(cid)

    # -- fuzzing -------------------------------------------------------------

    def fuzz(self, harness, kind):
        cid = "fuzz/run/" + harness
        if not self.r.selected(cid) or self.time <= 0:
            return
        d = os.path.join(self.out, harness)
        corpus = os.path.join(d, "corpus")
        os.makedirs(corpus)
        cmd = [self.binary(harness), "-fork=1", "-ignore_crashes=1", "-ignore_timeouts=1",
               "-ignore_ooms=1", "-seed=1", "-max_total_time=%d" % self.time,
               "-artifact_prefix=%s/" % d] + libfuzzer() + self.dictionary(harness) + \
            [corpus] + self.seeds(kind)
        p = self.proc(cmd, self.time + 300)
        logp = self.write(cid, p.stdout)
        if p.returncode not in (0, None) and not self.artifacts(d):
            self.res.fail(cid, "libFuzzer exited with status %s (%s)"
                          % (p.returncode, self.rel(logp)))
            return
        new = self.triage(cid, kind, self.artifacts(d))
        if new:
            path, why = new[0]
            more = " and %d more" % (len(new) - 1) if len(new) > 1 else ""
            self.res.fail(cid, "%s: %s%s (save it in tests/fuzz/crashes/%s/; see %s)"
                          % (self.rel(path), why, more, kind, self.rel(logp)))
        else:
            self.res.ok(cid)

    def dictionary(self, harness):
        """-dict=tests/fuzz/HARNESS.dict if there is one (fuzz_safetensors: the header's
        words, which byte mutations seldom spell)"""
        path = os.path.join(self.fuzzdir, harness + ".dict")
        return ["-dict=" + path] if os.path.exists(path) else []

    def artifacts(self, d):
        return sorted(p for p in glob.glob(os.path.join(d, "*-*"))
                      if re.match(r"(crash|timeout|oom|leak|slow-unit)-",
                                  os.path.basename(p)) and "slow-unit" not in p)

    def triage(self, cid, kind, paths):
        """Replay each artifact: the new bugs as (path, summary); notes for known ones."""
        import time
        new, start = [], time.monotonic()
        for path in paths:
            if time.monotonic() - start > CLASSIFY_BUDGET:
                self.res.notes.append("note: %s: %d inputs not replayed (time), under %s"
                                      % (cid, len(paths) - paths.index(path),
                                         self.rel(os.path.dirname(path))))
                break
            bad, log = self.replay(kind, [path])
            if bad and "libFuzzer: out-of-memory" in log:
                # the arena's memory is not in the OOM report's heap profile: stop it
                # early, so that a timeout report shows where it was
                log += "\n--- again with -timeout=2, to see where it was:\n" + self.replay(
                    kind, [path], flags=["-timeout=2", "-rss_limit_mb=%d" % (4096 + _inherited_mb())])[1]
            with open(path + ".log", "w") as f:
                f.write(log)
            why = self.classify(log)
            if not bad:
                # flaky (an OOM or timeout near the limit): keep it visible
                self.res.notes.append("note: %s: %s did not fail again on replay"
                                      % (cid, self.rel(path)))
            elif why:
                self.res.notes.append("note: %s: %s: known bug: %s" % (cid, self.rel(path), why))
            else:
                new.append((path, summary(log)))
        return new

    def classify(self, log):
        """The description of the known bug this report matches, or None."""
        for parts, desc in self.known:
            if all(p in log for p in parts):
                return desc
        return None

    def write(self, cid, text):
        d = os.path.join(self.r.out, cid)
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, "log.txt")
        with open(path, "w") as f:
            f.write(text)
        return path


def read_known(path):
    """tests/fuzz/known.txt: `PART && PART ...  # what` per line -> [(parts, what)]."""
    known = []
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError:
        return known
    for line in lines:
        pat, _, desc = line.partition("#")
        parts = [p.strip() for p in pat.split("&&") if p.strip()]
        if parts:
            known.append((parts, desc.strip() or pat.strip()))
    return known


def summary(log):
    """The line of a report that says what went wrong."""
    lines = log.splitlines()
    for key in ("IR verifier failed", "fuzz: broken promise", "runtime error:",
                "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "ERROR: libFuzzer", "SUMMARY:",
                "deadly signal"):
        for line in lines:
            if key in line:
                return " ".join(line.split())[:200]
    return "exit without a report"
