#!/usr/bin/env python3
"""A trial, never written to system-font.json: what kind of font property do the fit apps' width
errors above 17 pt follow? The fit of `fit_system_font.py` (same fit apps, clean own-width labels,
text styles at their canvas size, 12 seeded app splits pooled, lambda 0.01 and Display factor 0.3
as it chose) with one model variation at a time; prints the pooled validation shares within
0.5 / 1 pt up to and above 17 pt, above 17 pt by size band and by Xcode release, and of heavy and
black labels. Reads no held-out split.

    python3 Datasets/fonts/try_error_shapes.py --binary Tool/.build/debug/autolayout [VARIATION] [--report]

The size-dependent term above 17 pt in one of three shapes, or two together (`--shapes`, comma-
separated; each shape has the shipped knots: 18-20 pt constant, then 20, 22, 24, 28, 34, 40, 60):
- `tracking`: 1/1000 em on every character (shipped, `extra.sizeBandTracking`): an error that grows
  with the number of characters;
- `scale`: 1/1000 of the label's plain width (its glyphs' advances): SF Display's glyphs uniformly
  wider or narrower than Inter Display's by a factor that moves with the size;
- `constant`: 1/1000 em once per label: side bearings or an inset, whatever the text's length.

Other variations (each a font property that could explain the misses):
- `--display-share K`: from 20 pt each advance moves only K of the way from Inter Text's to Inter
  Display's (SF's optical size changing its glyphs less than Inter's does);
- `--display-kerning display|none`: from 20 pt the kerning of Inter Display (the text shaped with
  the Display face) or none, instead of Inter Text's; `--kerning-scale F`: every kerning pair x F;
- `--display-classes digit,upper,lower,other`: a Display term per character class under the
  per-character Display terms (SF Display's figures wider as a class, ...);
- `--optical-blend FROM-TO`: the variable SF's optical size, linear from Text at FROM pt to Display
  at TO pt, for Inter's advances AND every Display-only fitted term (the Text weight term by 1 - t);
- `--heavy-extrapolation`: heavy and black take the bold weight term plus one and two steps of the
  least-squares slope of the design's fitted weight terms (medium 500, semibold 600, bold 700);
- `--face F`: the advances and kerning of another face before every term, one of
  `optical_size_faces.FACES` (that module says what each is): Inter 4's variable font (`--variable-font`)
  at an optical size that follows the point size, or Debian's Text and Display interpolated;
  `--static-display` reads iOS 9-13's Display at opsz 32 or as today's face at the same size.

`--score-releases` scores each validation label in the system font release of its document (iOS
9-13's static SF for Xcode 7-11, as the product measures them since 2026-11-29) with the terms fitted
as the shipped generator fits them (every label as today's font); `--fit-releases` also fits each
training label in its release (a refit of the table for the releases; not kept).

`--xcode 12-99` fits and scores only the labels of documents of Xcode 12 on (today's variable SF).

`--leave-one-app-out` scores each app with a label above 17 pt with the terms fitted on all the other
fit apps, instead of the 12 splits. `--report` prints, for the first shape, where the validation widths miss (one width per label: the
median over the splits that held it out): the error by size band in pt and per square root of the
number of characters in 1/1000 em (independent per-character errors grow like the root), the share
within 0.5 pt by length and by whether Inter kerns a pair in the text, and labels from 20 pt by how
many of their characters have a Display term of their own.
"""
import argparse
import json
import math
import os
import random
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "Scripts", "labels"))
import analyse_misses  # noqa: E402
import fit_system_font as F  # noqa: E402
import optical_size_faces  # noqa: E402
import standin  # noqa: E402

SHAPES = ["tracking", "scale", "constant", "tracking+scale", "tracking+constant"]
BANDS = [("18-19", 17.01, 19.99), ("20-28", 20, 28), ("29-40", 28.01, 40), (">40", 40.01, 1e9)]
REPORT_BANDS = [("<13", 0, 12.99), ("13-16", 13, 16.99), ("17", 17, 17)] + BANDS
RELEASES = [("Xcode 7-9", 7, 9), ("Xcode 10-11", 10, 11), ("Xcode 12 on", 12, 99)]
HEAVY_STEPS = {"heavy": 1, "black": 2}  # steps of 100 weight units above bold
WEIGHT_NUMBERS = {"medium": 5, "semibold": 6, "bold": 7}  # in hundreds
ORIGINAL_PARAMS = F.Params
ORIGINAL_DISPLAY_ONLY = F.display_only


class Variation:
    """The trial's model variation (one per run), read by the Params subclass."""
    shapes = {"tracking"}
    display_classes = []
    optical_blend = None  # (from, to)
    heavy_extrapolation = False


def char_class(ch):
    if ch.isdigit():
        return "digit"
    if ch.isalpha():
        return "upper" if ch.isupper() else "lower"
    return "other"


def shape_value(kind, lb):
    """d width (pt) / d term for a `scale` or `constant` column."""
    return lb.plain / 1000 if kind == "scale" else lb.size / 1000


def optical_share(size):
    lo, hi = Variation.optical_blend
    return min(1.0, max(0.0, (size - lo) / (hi - lo)))


def weight_slope(params, design):
    """{column: coefficient}: the least-squares slope per 100 weight units of the line through the
    design's fitted weight terms, as a combination of their columns."""
    present = [(x, params.columns[("wt", design, k)]) for k, x in WEIGHT_NUMBERS.items()
               if ("wt", design, k) in params.columns]
    if len(present) < 2:
        return {}
    mean = sum(x for x, _ in present) / len(present)
    spread = sum((x - mean) ** 2 for x, _ in present)
    return {j: (x - mean) / spread for x, j in present}


class TrialParams(ORIGINAL_PARAMS):
    def __init__(self, labels):
        super().__init__(labels)
        knots = list(self.bands)
        kept = [col for col in sorted(self.columns, key=self.columns.get)
                if col[0] != "band" or "tracking" in Variation.shapes]
        self.columns = {col: i for i, col in enumerate(kept)}
        for kind in ("scale", "constant"):
            if kind in Variation.shapes:
                for name in knots:
                    self.columns[(kind, name)] = len(self.columns)
        for name in Variation.display_classes:
            self.columns[("dclass", name)] = len(self.columns)
        self.n = len(self.columns)

    def row(self, lb):
        f = lb.size / 1000
        if Variation.optical_blend:
            t = optical_share(lb.size)
            out = defaultdict(float)
            for c, n in lb.counts.items():
                for key, weight in ((("base", c), 1.0), (("dev", lb.cls, c), 1.0), (("dbase", c), t)):
                    j = self.columns.get(key)
                    if j is not None and weight:
                        out[j] += f * n * weight
            for design, weight in (("text", 1.0 - t), ("display", t)):
                j = self.columns.get(("wt", design, lb.cls))
                if j is not None and weight:
                    out[j] += f * lb.n_glyph * weight
            for name, w in F.band_weights(lb):
                j = self.columns.get(("band", name))
                if j is not None:
                    out[j] += f * lb.n_glyph * w
            return out
        out = super().row(lb)  # the band columns only where tracking is a shape
        for name, w in F.segment_weights(lb.size):
            for kind in ("scale", "constant"):
                j = self.columns.get((kind, name))
                if j is not None:
                    out[j] += shape_value(kind, lb) * w
        if lb.design == "display":
            for ch, n in lb.counts.items():
                j = self.columns.get(("dclass", char_class(ch)))
                if j is not None:
                    out[j] += f * n
        steps = HEAVY_STEPS.get(lb.r["weight"], 0) if Variation.heavy_extrapolation else 0
        if steps:
            for j, coefficient in weight_slope(self, lb.design).items():
                out[j] += steps * coefficient * f * lb.n_glyph
        return out


def display_only(column):
    if column[0] == "dclass":
        return True
    if column[0] in ("scale", "constant"):
        return column[1][1] >= standin.DISPLAY_FROM
    return ORIGINAL_DISPLAY_ONLY(column)


def patch_kerning(display_kerning, kerning_scale):
    """standin.Prepared with other kerning: from 20 pt Inter Display's own (its advances then
    replace Inter Text's, as the shipped switch does) or none; every pair scaled."""
    original = standin.Prepared

    class Patched(original):
        __slots__ = ()

        def __init__(self, text, size, weight, features=None):
            super().__init__(text, size, weight, features)
            display = size >= standin.DISPLAY_FROM
            use_display = display and display_kerning == "display"
            face = standin.display_face(weight) if use_display else standin.text_face(weight)
            mult = standin.multiplier(size, face.upem)
            shaped = [0] * len(text)
            for cluster, adv in face.shape(text, standin.FEATURES if features is None else features):
                shaped[cluster] += standin.design_to_units(adv, mult)
            nominal = [standin.design_to_units(face.advance(ord(ch)), mult) for ch in text]
            scale = 0.0 if display and display_kerning == "none" else kerning_scale
            self.hb_units = [n + round((h - n) * scale) for h, n in zip(shaped, nominal)]
            if use_display:
                self.blend_part = [0.0] * len(text)  # the Display face's advances are in hb_units

    standin.Prepared = Patched


def model_width(params, theta, table, lb, linear):
    """The width the split's terms give: the product's formula (per-character rounding to layout
    units) or, with `linear`, the fit's own linear form (needed where the table cannot carry a term)."""
    if linear:
        return lb.plain + sum(theta[j] * v for j, v in params.row(lb).items())
    return lb.model(table)


def kerned(lb):
    """Whether Inter Text kerns any pair of the label's visible text (shaped != nominal advances)."""
    text = lb.r["text"][: lb.visible]
    face = standin.text_face(lb.r["weight"])
    shaped = sum(adv for _, adv in face.shape(text, standin.FEATURES))
    return shaped != sum(face.advance(ord(ch)) for ch in text)


def within(width, lb, tolerance):
    return F.within(width, lb, tolerance)


def report(records):
    """records: [(label, model width, characters without a Display term in the split's table)]."""
    by_label = defaultdict(list)
    for lb, width, missing in records:
        by_label[id(lb)].append((lb, width, missing))
    labels = []
    for entries in by_label.values():
        lb = entries[0][0]
        labels.append((lb, statistics.median(w for _, w, _ in entries), max(m for _, _, m in entries)))
    print(f"\nreport: {len(labels)} validation labels, one width each (the median over the splits that held it out)")
    print("by size band, labels on the pixel grid: labels, median size, median characters, within 0.5 pt, median "
          "|error| at the interval's middle (pt), the same per square root of the characters (1/1000 em)")
    releases = (("", lambda x: True), ("Xcode 12 on", lambda x: x >= 12), ("Xcode 7-11", lambda x: x < 12))
    for release, test in releases:
        for name, lo, hi in REPORT_BANDS:
            cell = [(lb, w) for lb, w, _ in labels if lo <= lb.size <= hi and lb.grid < 1 and lb.n_glyph
                    and test(lb.r.get("xcode") or 0)]
            if not cell:
                continue
            middle = [abs(w - (lb.width - lb.grid / 2)) for lb, w in cell]
            root = [1000 * m / lb.size / math.sqrt(lb.n_glyph) for m, (lb, _) in zip(middle, cell)]
            print(f"  {release:11} {name:6} {len(cell):5} {statistics.median(lb.size for lb, _ in cell):5g} "
                  f"{statistics.median(lb.n_glyph for lb, _ in cell):5g} "
                  f"{100 * sum(within(w, lb, 0.5) for lb, w in cell) / len(cell):6.1f} % "
                  f"{statistics.median(middle):6.2f} {statistics.median(root):6.2f}")
    print("above 17 pt by length: labels, median |error| at the interval's middle (pt)")
    for lo, hi in ((1, 5), (6, 10), (11, 20), (21, 1000)):
        cell = [abs(w - (lb.width - lb.grid / 2)) for lb, w, _ in labels if lb.size > 17 and lo <= lb.n_glyph <= hi]
        if cell:
            print(f"  {lo:2}-{hi:4} characters {len(cell):5} {statistics.median(cell):6.2f}")
    print("up to 17 pt by size, labels on the pixel grid: labels (apps), median error per character at the "
          "interval's middle (1/1000 em; + = ours wider), apps with two labels or more whose median is below -2 / above +2")
    for size in sorted({lb.size for lb, _, _ in labels if lb.size <= 17}):
        cell = [(lb, 1000 * (w - (lb.width - lb.grid / 2)) / lb.size / lb.n_glyph) for lb, w, _ in labels
                if lb.size == size and lb.grid < 1 and lb.n_glyph]
        if len(cell) < 20:
            continue
        apps = defaultdict(list)
        for lb, e in cell:
            apps[lb.app].append(e)
        medians = [statistics.median(v) for v in apps.values() if len(v) >= 2]
        print(f"  {size:4g} pt {len(cell):5} ({len(apps):3})  {statistics.median(e for _, e in cell):+6.2f}  "
              f"{sum(m < -2 for m in medians)} / {sum(m > 2 for m in medians)} of {len(medians)}")
    print("by length and kerning (all labels): within 0.5 pt, labels without a kerned pair / with one")
    for size_name, test in (("<= 17 pt", lambda s: s <= 17), (">= 20 pt", lambda s: s >= 20)):
        for lo, hi in ((2, 5), (6, 10), (11, 20)):
            parts = []
            for kern in (False, True):
                cell = [(lb, w) for lb, w, _ in labels if test(lb.size) and lo <= lb.n_glyph <= hi and kerned(lb) == kern]
                share = 100 * sum(within(w, lb, 0.5) for lb, w in cell) / len(cell) if cell else float("nan")
                parts.append(f"{share:5.1f} % of {len(cell):4}")
            print(f"  {size_name} {lo:2}-{hi:2} characters: {parts[0]}  /  {parts[1]}")
    print("by content (analyse_misses.py's classes) and size: within 0.5 pt of labels (apps), median error per "
          "character at the interval's middle (1/1000 em, pixel grid)")
    contents = defaultdict(list)
    for lb, w, _ in labels:
        size_name = "<= 17 pt" if lb.size <= 17 else ("18-28 pt" if lb.size <= 28 else "> 28 pt")
        contents[(analyse_misses.content(lb.r["text"]), size_name)].append((lb, w))
    for key in sorted(contents, key=lambda k: (k[0], k[1])):
        cell = contents[key]
        per = [1000 * (w - (lb.width - lb.grid / 2)) / lb.size / lb.n_glyph for lb, w in cell if lb.grid < 1 and lb.n_glyph]
        print(f"  {key[0]:30} {key[1]:8} {100 * sum(within(w, lb, 0.5) for lb, w in cell) / len(cell):5.1f} % of "
              f"{len(cell):4} ({len({lb.app for lb, _ in cell}):3})  {statistics.median(per) if per else float('nan'):+6.2f}")
    print("labels from 20 pt by characters without a Display term of their own: within 0.5 / 1 pt, median error "
          "per character at the interval's middle (1/1000 em, pixel grid)")
    for name, test in (("none", lambda m: m == 0), ("one", lambda m: m == 1), ("two or more", lambda m: m >= 2)):
        cell = [(lb, w) for lb, w, m in labels if lb.size >= 20 and test(m)]
        if not cell:
            continue
        per = [1000 * (w - (lb.width - lb.grid / 2)) / lb.size / lb.n_glyph for lb, w in cell if lb.grid < 1]
        print(f"  {name:12} {len(cell):4}  {100 * sum(within(w, lb, 0.5) for lb, w in cell) / len(cell):5.1f} % / "
              f"{100 * sum(within(w, lb, 1.0) for lb, w in cell) / len(cell):5.1f} %  "
              f"{statistics.median(per) if per else float('nan'):+6.2f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default=F.DEFAULT_BINARY,
                    help="the autolayout binary that gives text styles their canvas size (as fit_system_font.py)")
    ap.add_argument("--shapes", default="tracking", help="comma-separated, of: " + ", ".join(SHAPES))
    ap.add_argument("--lambda", dest="lam", type=float, default=0.01)
    ap.add_argument("--ridge", type=float, default=0.3, help="the Display-only columns' factor on lambda")
    ap.add_argument("--splits", type=int, default=F.SELECTION_SPLITS)
    ap.add_argument("--display-share", type=float)
    ap.add_argument("--display-kerning", choices=["text", "display", "none"], default="text")
    ap.add_argument("--kerning-scale", type=float, default=1.0)
    ap.add_argument("--display-classes", default="")
    ap.add_argument("--optical-blend", metavar="FROM-TO")
    ap.add_argument("--heavy-extrapolation", action="store_true")
    ap.add_argument("--xcode", metavar="MIN-MAX",
                    help="only labels of documents of these Xcode major versions, fitted and scored (12-99: "
                         "today's variable SF alone, without the static SF of iOS 9-13)")
    ap.add_argument("--face", choices=["static"] + optical_size_faces.FACES, default="static")
    ap.add_argument("--static-display", choices=["opsz32", "today"], default="opsz32",
                    help="with --face: a static release's Display at opsz 32, or today's face at the same size")
    ap.add_argument("--variable-font", default=optical_size_faces.DEFAULT_VARIABLE_FONT,
                    help="Inter 4's variable font with opsz and wght axes (the variable-* and hybrid-* faces)")
    ap.add_argument("--linear", action="store_true",
                    help="score the fit's linear width (implied by the variations the table cannot carry)")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--leave-one-app-out", action="store_true",
                    help="instead of the 12 app splits: each app with a label above 17 pt held out alone")
    ap.add_argument("--census", action="append",
                    help="a census part whose fit apps are read (repeatable; default: fit_system_font.py's FITTED_PARTS)")
    ap.add_argument("--min-count", type=int,
                    help="occurrences a per-character term needs (default: fit_system_font.py's MIN_COUNT)")
    ap.add_argument("--display-min-count", type=int,
                    help="occurrences in Display-design labels a Display term needs (default: MIN_COUNT)")
    ap.add_argument("--dump", metavar="FILE",
                    help="also write every validation width of the first shape, one JSON line each (split, label "
                         "index, app, size, Xcode major version, weight, within 0.5 / 1 pt), for Datasets/fonts/compare_trials.py's paired test")
    ap.add_argument("--train-without", action="append", default=[],
                    help="a part (of --census) whose labels are scored but never fitted on: the same splits and "
                         "validation labels with and without that part's evidence (repeatable)")
    ap.add_argument("--score-releases", action="store_true",
                    help="score each validation label in its document's system font release (the product); "
                         "without it every label is today's font (the product before 2026-11-29)")
    ap.add_argument("--fit-releases", action="store_true",
                    help="also fit each training label in its document's release (a refit; implies --score-releases)")
    args = ap.parse_args()

    F.display_only = display_only
    if args.min_count is not None:
        F.MIN_COUNT = args.min_count
    if args.display_min_count is not None:
        F.DISPLAY_MIN_COUNT = args.display_min_count
    F.Params = TrialParams
    Variation.display_classes = [x for x in args.display_classes.split(",") if x]
    Variation.heavy_extrapolation = args.heavy_extrapolation
    if args.optical_blend:
        Variation.optical_blend = tuple(float(x) for x in args.optical_blend.split("-"))
        standin.BLEND_RANGE = Variation.optical_blend
    if args.display_kerning != "text" or args.kerning_scale != 1.0:
        patch_kerning(args.display_kerning, args.kerning_scale)
    if args.face != "static":
        optical_size_faces.patch_prepared(args.face, args.variable_font, args.static_display)
    if args.display_share is not None:
        share = args.display_share
        standin.blend = lambda size: share if size >= standin.DISPLAY_FROM else 0.0
    shapes = args.shapes.split(",")
    linear = (args.linear or args.optical_blend or args.heavy_extrapolation or Variation.display_classes
              or any(s != "tracking" for s in shapes))

    parts = [os.path.abspath(p) for p in (args.census or F.FITTED_PARTS)]
    rows = [r for p in parts for r in F.load(p, "fit") if F.usable(r)]
    if args.xcode:
        lo, hi = (int(x) for x in args.xcode.split("-"))
        rows = [r for r in rows if lo <= (r.get("xcode") or 0) <= hi]
    F.RELEASES = args.fit_releases or args.score_releases
    rows = F.with_releases(F.at_canvas_size(rows, F.canvas_sizes(rows, args.binary)), F.releases(rows, args.binary))
    labels = F.make_labels([r for r in rows if F.width_evidence(r)])
    clean = [lb for lb in labels if F.classify(lb) == "clean"]
    # --score-releases: the terms fitted as the shipped generator does (every label in today's
    # font), the validation labels measured in their document's release, as the product does.
    trained = clean
    if args.score_releases and not args.fit_releases:
        trained = [lb for lb in F.make_labels([dict(r, release="current") for r in rows if F.width_evidence(r)])
                   if F.classify(lb) == "clean"]
        assert [lb.r["text"] for lb in trained] == [lb.r["text"] for lb in clean]
    apps = sorted({r["app"] for r in rows})
    untrained = [os.path.abspath(p) for p in args.train_without]
    # a repository lies in one part only (the collectors refuse used ones), so its app names the part
    untrained_apps = {r["app"] for p in untrained for r in F.load(p, "fit")}

    def app_split(seed):
        rng = random.Random(seed)
        shuffled = list(apps)
        rng.shuffle(shuffled)
        n_train = max(1, round(F.TRAIN_SHARE * len(shuffled)))
        return set(shuffled[:n_train]), set(shuffled[n_train:])

    if args.leave_one_app_out:
        # every app with a clean label above 17 pt held out alone, the terms fitted on all the others
        large_apps = sorted({lb.app for lb in clean if lb.size > 17})
        splits = [(set(apps) - {app}, {app}) for app in large_apps]
        print(f"fit apps {len(apps)}, clean own-width labels {len(clean)}; lambda {args.lam:g}, Display factor "
              f"{args.ridge:g}; leave one app out over the {len(splits)} apps with a label above 17 pt; "
              f"{'linear widths' if linear else 'widths as the product rounds them'}")
    else:
        splits = [app_split(F.SEED + i) for i in range(args.splits)]
        print(f"fit apps {len(apps)}, clean own-width labels {len(clean)}; lambda {args.lam:g}, Display factor "
              f"{args.ridge:g}, {len(splits)} app splits pooled (seeds {F.SEED}..{F.SEED + len(splits) - 1}); "
              f"{'linear widths' if linear else 'widths as the product rounds them'}")
    for index, shape in enumerate(shapes):
        Variation.shapes = set(shape.split("+"))
        cells = defaultdict(lambda: [0, 0, 0])
        records = []
        dumped = []
        for split_index, (train_apps, val_apps) in enumerate(splits):
            params, theta = F.fit(F.dedupe([lb for lb in trained if lb.app in train_apps and lb.app not in untrained_apps]),
                                  args.lam, args.ridge)
            table = params.table(theta)
            for label_index, lb in enumerate(clean):
                if lb.app not in val_apps:
                    continue
                w = model_width(params, theta, table, lb, linear)
                if args.dump and index == 0:
                    dumped.append({"split": split_index, "label": label_index, "app": lb.app, "size": lb.size,
                                   "xcode": lb.r.get("xcode") or 0, "weight": lb.r["weight"],
                                   "half": bool(within(w, lb, 0.5)), "one": bool(within(w, lb, 1.0))})
                if args.report and index == 0:
                    records.append((lb, w, sum(n for c, n in lb.counts.items() if c not in table["displayBase"])))
                keys = ["<=17" if lb.size <= 17 else ">17"]
                if lb.size > 17:
                    keys.append(next(n for n, a, b in BANDS if a <= lb.size <= b))
                    x = lb.r.get("xcode") or 0
                    keys.append(next((n for n, a, b in RELEASES if a <= x <= b), "other"))
                if lb.r["weight"] in HEAVY_STEPS:
                    keys.append("heavy+")
                for key in keys:
                    cell = cells[key]
                    cell[0] += 1
                    cell[1] += within(w, lb, 0.5)
                    cell[2] += within(w, lb, 1.0)
        order = ["<=17", ">17"] + [n for n, _, _ in BANDS] + [n for n, _, _ in RELEASES] + ["heavy+"]
        print(f"{shape:18} " + "  ".join(
            f"{k} {100 * cells[k][1] / cells[k][0]:4.1f}/{100 * cells[k][2] / cells[k][0]:4.1f} ({cells[k][0]})"
            for k in order if cells[k][0]))
        sys.stdout.flush()
        if dumped:
            with open(args.dump, "w", encoding="utf-8") as f:
                f.writelines(json.dumps(d) + "\n" for d in dumped)
        if records:
            report(records)
    return 0


if __name__ == "__main__":
    sys.exit(main())
