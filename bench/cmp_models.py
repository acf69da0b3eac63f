#!/usr/bin/python3
"""The e2e part of bench/cmp_all.py, under its old name: every tests/e2e*/*.py case compiled
with two scriptc binaries and compared (exit status, messages, model bytes).
    bench/cmp_models.py OLD_SCRIPTC NEW_SCRIPTC [OUTDIR]
bench/cmp_all.py compares everything else the suites compile too."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
if len(sys.argv) not in (3, 4):
    sys.exit(__doc__)
args = [sys.executable, os.path.join(here, "cmp_all.py"), sys.argv[1], sys.argv[2], "--only", "e2e"]
args += ["--out", sys.argv[3]] if len(sys.argv) > 3 else []
os.execv(sys.executable, args)
