#!/usr/bin/env python3
"""Figures of `autolayout compare` per Interface Builder set, as a markdown table.

Builds nothing: give it a release binary (`swift build -c release --package-path Tool --product autolayout`), by
--binary, $AUTOLAYOUT, or Tool/.build/release/autolayout of this checkout.  For each set
(Datasets/xib, Datasets/xib-more, Datasets/xib-frozen by default) it runs

    autolayout compare --json --worst 0 --tolerance 0.5 FILES...   (text-independent views, cells)
    autolayout compare --json --worst 0 --tolerance 1   FILES...   (text-dependent views)

and reads the last line compare prints, its overall totals (one per kind of root too).  compare
classifies every view: determined by the constraints, free (an axis the constraints leave free,
where the stored value is kept as Xcode keeps it) or stale (the stored frames break one of the
document's required constraints).  The figures are of determined views, split into
text-dependent and text-independent ones by compare (a view is text-dependent when its frame
moves with every text measured 10 % larger); free views are counted with their matches and stale
views only counted.  "Cells" are compare's `tableViewCell` and `collectionViewCell` kinds (cells
of `.xib` files and storyboard prototypes, and collection reusable views), text-independent
determined views only.

Only totals are printed, never which views miss: Datasets/xib-frozen is a held-out set (see its
README), and no rule may be tuned on it.

    python3 Scripts/ib/evaluate.py [--binary PATH] [--json] [SET_DIR ...]

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_SETS = ["Datasets/xib", "Datasets/xib-more", "Datasets/xib-frozen"]

def run_compare(binary, files, tolerance):
    out = subprocess.run([binary, "compare", "--json", "--worst", "0", "--tolerance", str(tolerance), *files],
                         capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        sys.exit("compare failed (%d): %s" % (out.returncode, out.stderr[-2000:]))
    lines = out.stdout.splitlines()
    overall = json.loads(lines[-1]).get("overall") if lines else None
    if overall is None:
        sys.exit("no overall totals in compare's output")
    return overall


def pair(totals, key):
    ok, n = totals[key]
    return (int(ok), int(n))


def evaluate(binary, set_dir):
    index = os.path.join(set_dir, "index.jsonl")
    rows = [json.loads(l) for l in open(index, encoding="utf-8")] if os.path.exists(index) else []
    files = sorted(glob.glob(os.path.join(set_dir, "files", "*.xib")) +
                   glob.glob(os.path.join(set_dir, "files", "*.storyboard")))
    if not files:
        sys.exit("no documents in " + set_dir)
    half = run_compare(binary, files, 0.5)
    one = run_compare(binary, files, 1.0)
    cells = [0, 0]
    for kind in ("tableViewCell", "collectionViewCell"):
        if kind in half["kinds"]:
            ok, n = pair(half["kinds"][kind], "textIndependent")
            cells[0] += ok
            cells[1] += n
    totals = half["totals"]
    return {
        "set": os.path.relpath(set_dir, ROOT),
        "files": len(files),
        "apps": len({r["repo"] for r in rows}) if rows else None,
        "loaded": int(half["loaded"]),
        "views": int(totals["views"]),
        "textIndependent": pair(totals, "textIndependent"),
        "textDependent1pt": pair(one["totals"], "textDependent"),
        "textDependentHalfPt": pair(totals, "textDependent"),
        "cellsTextIndependent": tuple(cells),
        "free": pair(totals, "free"),
        "stale": int(totals["stale"]),
        "kinds": {k: {"textIndependent": pair(v, "textIndependent"),
                      "textDependent1pt": pair(one["kinds"][k], "textDependent") if k in one["kinds"] else None}
                  for k, v in half["kinds"].items()},
    }


def share(pair):
    ok, n = pair
    if not n:
        return "–"
    return "%s/%s (%.1f%%)" % (f"{ok:,}", f"{n:,}", 100.0 * ok / n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    ap.add_argument("--binary", default=os.environ.get("AUTOLAYOUT", os.path.join(ROOT, ".build", "release", "autolayout")))
    ap.add_argument("--json", action="store_true", help="print the figures as JSON lines instead")
    args = ap.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit("no binary at %s: swift build -c release --package-path Tool --product autolayout, or pass --binary" % args.binary)
    results = [evaluate(args.binary, os.path.join(ROOT, s) if not os.path.isabs(s) else s) for s in args.sets]
    if args.json:
        for r in results:
            print(json.dumps(r))
        return
    print("Determined views (the constraints give their frame); free views keep Xcode's value on their "
          "free axis; stale views (stored frames breaking a required constraint) are neither matches nor misses.")
    print()
    print("| set | files (apps) | files that load | text-independent ≤ 0.5 pt | text-dependent ≤ 1 pt | "
          "table/collection cells (TI) | free ≤ 0.5 pt | stale |")
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        apps = " (%d)" % r["apps"] if r["apps"] else ""
        print("| `%s` | %d%s | %d/%d | %s | %s | %s | %s | %d |" % (
            r["set"], r["files"], apps, r["loaded"], r["files"], share(r["textIndependent"]),
            share(r["textDependent1pt"]), share(r["cellsTextIndependent"]), share(r["free"]), r["stale"]))
    print()
    print("By kind of root (text-independent ≤ 0.5 pt / text-dependent ≤ 1 pt):")
    print()
    kinds = ["tableViewCell", "collectionViewCell", "view", "scene"]
    print("| set | " + " | ".join(kinds) + " |")
    print("|---|" + "---|" * len(kinds))
    for r in results:
        cells = []
        for k in kinds:
            v = r["kinds"].get(k)
            cells.append("%s / %s" % (share(v["textIndependent"]), share(v["textDependent1pt"] or (0, 0))) if v else "–")
        print("| `%s` | %s |" % (r["set"], " | ".join(cells)))


if __name__ == "__main__":
    main()
