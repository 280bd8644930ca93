#!/usr/bin/env python3
"""Where the system-font stand-in misses above 17 pt, on the FIT apps only (issue 35).

  .venv-fonts/bin/python Datasets/fonts/analyse_large_sizes.py [--census PATH ...] [--min-size 17.01]

Reads the same labels as fit_system_font.py (split "fit" of every census part, own width, Xcode >= 7,
suspect and uncovered apart) and the shipped model (system-font.json). Never reads a held-out split.
For each label: err = model ceiled to the pixel grid - stored (pt), and the residual
d = (stored - grid/2) - model (pt, + = Xcode wider), the middle of the interval the stored width allows.

Prints, by size band x weight group, clean labels and the stale list's labels apart:
 - n, share within 0.5 / 1 pt, median err;
 - a least-squares line d = a + b * x with x = glyphs * size / 1000 (pt per 1/1000 em): the slope b
   (1/1000 em per character) is a tracking / advance-scale error, the intercept a (pt) a per-label
   constant (side bearings, rounding); residuals beyond 5 pt are left out of the line (stale-like);
 - the same by text content (digits / capitals / lower-case share) and text length;
 - per exact point size, the median per-character residual (1/1000 em), to see the tracking curve.
Why: a per-em slope wants a tracking or weight term, a constant a per-label term, a scatter
with neither a per-character table; the fit's parameters follow from which one the evidence shows.
"""
import argparse
import os
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fit_system_font as F  # noqa: E402
import standin  # noqa: E402

GROUPS = ["light-", "regular", "medium", "semibold", "bold", "heavy+"]


def line_fit(points):
    """Least squares d = a + b x over (x, d); None with fewer than 4 points or no spread in x."""
    pts = [(x, d) for x, d in points if abs(d) <= 5]
    if len(pts) < 4:
        return None
    mx = statistics.fmean(x for x, _ in pts)
    md = statistics.fmean(d for _, d in pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    if sxx < 1e-9:
        return None
    b = sum((x - mx) * (d - md) for x, d in pts) / sxx
    return md - b * mx, b, len(pts)


def content(text):
    letters = [c for c in text if c.isalpha()]
    digits = sum(c.isdigit() for c in text)
    if digits and digits >= len(text.strip()) / 2:
        return "digits"
    if letters and sum(c.isupper() for c in letters) > len(letters) / 2:
        return "capitals"
    return "lower"


def length_bucket(n):
    return "1-4" if n <= 4 else "5-9" if n <= 9 else "10-19" if n <= 19 else "20+"


def describe(rows, title, out):
    """rows: [(label, err, d)]"""
    out.append(title)
    out.append(f"  {'cell':<26} {'n':>4} {'0.5':>6} {'1':>6} {'med err':>8} {'a (pt)':>7} {'b (1/1000 em)':>14}")
    cells = defaultdict(list)
    for lb, err, d in rows:
        band = next(name for name, a, b in F.FINE_BANDS if a <= lb.size <= b)
        g = F.WEIGHT_GROUPS[lb.r["weight"]]
        cells[(band, g)].append((lb, err, d))
        cells[(band, "all")].append((lb, err, d))
    for band, _, _ in F.FINE_BANDS:
        for g in GROUPS + ["all"]:
            c = cells.get((band, g))
            if not c:
                continue
            errs = [e for _, e, _ in c]
            n = len(c)
            lf = line_fit([(lb.n_glyph * lb.size / 1000, d) for lb, _, d in c])
            lfs = "" if lf is None else f"{lf[0]:+7.2f} {lf[1]:+14.2f}"
            out.append(f"  {band + ' ' + g:<26} {n:>4} {100 * sum(abs(e) <= 0.5 + 1e-9 for e in errs) / n:5.1f}% "
                       f"{100 * sum(abs(e) <= 1 + 1e-9 for e in errs) / n:5.1f}% {statistics.median(errs):+8.2f} {lfs}")


def by_key(rows, title, key, out):
    out.append(title)
    cells = defaultdict(list)
    for lb, err, d in rows:
        cells[key(lb)].append((lb, err, d))
    for k in sorted(cells, key=str):
        c = cells[k]
        errs = [e for _, e, _ in c]
        per_em = [d / lb.size / max(1, lb.n_glyph) * 1000 for lb, _, d in c if abs(d) <= 5]
        out.append(f"  {str(k):<26} {len(c):>4} {100 * sum(abs(e) <= 0.5 + 1e-9 for e in errs) / len(c):5.1f}% "
                   f"{100 * sum(abs(e) <= 1 + 1e-9 for e in errs) / len(c):5.1f}% med err {statistics.median(errs):+6.2f}"
                   f"  med per char {statistics.median(per_em) if per_em else float('nan'):+6.2f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--census", action="append", help="census parts (default: fit_system_font's)")
    ap.add_argument("--min-size", type=float, default=17.01)
    args = ap.parse_args()
    parts = args.census or F.FITTED_PARTS
    rows = [r for p in parts for r in F.load(p, "fit") if F.usable(r) and F.width_evidence(r)]
    rows = [r for r in rows if float(r["size"]) >= args.min_size]
    labels = F.make_labels(rows)
    clean, stale = [], []
    for lb in labels:
        k = F.classify(lb)
        model = lb.model(standin.FITTED)
        entry = (lb, standin.round_to_grid(model, lb.scale) - lb.width, (lb.width - lb.grid / 2) - model)
        if k == "clean":
            clean.append(entry)
        elif k == "stale":
            stale.append(entry)
    out = [f"fit apps, own width, Xcode >= 7, size >= {args.min_size:g}: clean {len(clean)}, stale list {len(stale)}",
           "err = model ceiled - stored (pt); line d = a + b * glyphs * size / 1000 on the interval middle d"]
    describe(clean, "clean labels by band x weight", out)
    describe(stale, "stale-list labels by band x weight (not fitted; for comparison)", out)
    by_key(clean, "clean labels by design x weight class x content",
           lambda lb: (lb.design, lb.cls, content(lb.r["text"][: lb.visible])), out)
    by_key(clean, "clean labels by design x text length (characters)",
           lambda lb: (lb.design, length_bucket(lb.visible)), out)
    by_key(clean, "clean labels by weight (above 17 pt)", lambda lb: lb.r["weight"], out)
    by_key(clean, "clean regular-class labels per point size", lambda lb: (f"{lb.size:05.1f}", lb.cls)
           if lb.cls == "light" else ("other",), out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
