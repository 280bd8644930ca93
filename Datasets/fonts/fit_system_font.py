#!/usr/bin/env python3
"""Fits the fitted terms of the "system" font stand-in (Datasets/fonts/system-font.json: the
per-character `correction` table, `extra.weightTerm` and `extra.sizeBandTracking`) to the fit apps
of the label census parts it is fitted on (FITTED_PARTS: Datasets/labels/census.jsonl, census-3.jsonl and
census-5.jsonl; census-6.jsonl is scored by the evaluation scripts, not fitted on) and prints how well
the model matches the widths and heights Xcode stored.

  .venv-fonts/bin/python Datasets/fonts/fit_system_font.py [--census PATH ...] [--seed N] [--dry-run]
      [--bands SPEC] [--no-display-base] [--heldout]

What it does, in order:
 1. Reads ONLY the census rows of split "fit" of each part; a text-style label is read at the size
    the canvas of its document's Xcode drew the style at, which the product (--binary) gives
    (canvas_sizes). Keeps widthIsOwn labels of Xcode 7 or
    later documents (Xcode 6 laid the system font out as Helvetica Neue); sets apart
    `suspect` ones, ones with a character Inter Text lacks ("uncovered"), and
    "stale" ones: the labels of the one stale list, Datasets/labels/stale.jsonl
    (Scripts/labels/stale.py: stored width more than 3 pt outside the range a
    fixed panel of fonts gives; no model's width is read, so the list is the same
    for every model and every column).
 2. Splits the "fit" apps BY APP into train / validation (seeded, 70/30).
 3. Fits, for each lambda of a grid, by regularised least squares with an interval
    loss: a stored width w (scale S) means the unrounded model width lies in
    (w - 1/S, w] -- or (w - 1, w] for a whole-number width that may have been
    ceiled to whole points by an older Xcode (see rounding_grid); only the
    distance outside that interval is penalised (Huber,
    1 pt), plus lambda * |theta|^2 (ridge toward 0). The model is linear in every
    fitted term (size/1000 pt per 1/1000 em per character):
    - correction.base[c] (characters seen MIN_COUNT times in the training labels),
      correction.classDeviation[class][c] (MIN_COUNT times in the class's labels),
      correction.displayBase[c] (MIN_COUNT times in labels of the Display design, >= 20 pt);
    - extra.weightTerm[design][class]: one term per design (Text < 20 pt, Display) and weight
      class (medium, semibold, bold; heavy and black are bold), every character with a glyph,
      for a class with MIN_CLASS_LABELS training labels in that design (else 0);
    - extra.sizeBandTracking: a tracking offset per size, constant over 18 <= s < 20 (Text) and
      piecewise linear between knots from 20 pt (Display; constant after the last knot), each
      parameter needing MIN_CLASS_LABELS training labels near it (see tracking_segments).
 4. Picks lambda on the validation apps only (share within 0.5 pt, then 1 pt).
 5. Refits with that lambda on all "fit" apps and writes the terms (rounded to
    0.001) and the provenance into system-font.json.
 6. Prints the figures: train and validation apps (model fitted on train only),
    all fit apps (final model), labels <= 17 pt and > 17 pt, share within 0.5 pt
    and 1 pt of the stored width after rounding to the pixel grid, for Liberation
    Sans (old baseline), the stand-in without fitted terms and with them, on the same
    labels; each set clean and with the stale labels included ("incl. stale");
    the same per finer size band and weight; heights: share exact for heightIsOwn
    labels of Xcode >= 7 documents.
 7. Only with --heldout (off by default; look once per model, not on every fit)
    does it read the held-out splits (heldout, heldout-3, and Datasets/labels/heldout-2.jsonl)
    and print their figures too. Without it no held-out row is kept.
"""
import argparse
import hashlib
import json
import math
import os
import random
import subprocess
import sys
from collections import Counter, defaultdict

import numpy as np
from scipy.optimize import least_squares
from scipy.sparse import csr_matrix, diags, vstack

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import standin  # noqa: E402
import make_constants  # noqa: E402

SEED = 20261126
TRAIN_SHARE = 0.7
# occurrences a character needs for a per-character term (base; in a class's labels for its
# deviation; in Display labels for displayBase). 10 since issue 35 (20 before): over 12 app splits
# of the fit apps at lambda 0.01, within 0.5 / 1 pt above 17 pt 53.5 % / 76.2 % -> 54.8 % / 77.7 %,
# up to 17 pt 77.8 % / 90.0 % -> 78.4 % / 90.0 % (digits 4, 6, 7, 8 get Display terms); 5 gained nothing more
MIN_COUNT = 10
# occurrences in Display-design labels a Display term needs; None: MIN_COUNT (a trial's option,
# try_error_shapes.py --display-min-count)
DISPLAY_MIN_COUNT = None
MIN_CLASS_LABELS = 30
LAMBDAS = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 0.1, 0.3, 1.0, 3.0, 10.0]
HUBER_PT = 1.0
# The ridge on the Display-only columns (displayBase, Display weight terms, knots from 20 pt) is
# lambda times one of these, chosen with lambda (ascending: ties go to the larger). Why: the two
# designs' labels want different pulls toward 0 (12 splits of the fit apps, 2026-11-28: lambda 0.01
# with factor 1 gives 78.4 % / 54.8 % within 0.5 pt up to / above 17 pt, factor 0.3 77.6 % / 57.6 %;
# Datasets/fonts/README.md).
DISPLAY_RIDGES = [0.1, 0.3, 1.0]
# lambda and the Display factor are chosen on the validation apps of this many seeded app splits
# (seed, seed + 1, ...), pooled: one split's 200 validation labels above 17 pt move by several
# points between neighbouring lambdas by chance.
SELECTION_SPLITS = 12
MARGIN = 1 / 1024  # keep the fitted width one layout unit inside the interval
SPLIT_CLASSES = ["medium", "semibold", "bold"]
TOLERANCES = [0.5, 1.0]
SIZE_BUCKETS = [("<=17", lambda s: s <= 17), (">17", lambda s: s > 17)]
# size bands with a fitted tracking offset: fromSize <= s < toSize (1000000: no upper limit);
# --bands replaces them (for trying other bands on the validation apps)
SIZE_TRACKING_SPEC = "c18-20;k20,22,24,28,34,40,60"


def tracking_segments(spec):
    """The fitted size tracking as segments (fromSize, toSize, fromParameter, toParameter): the value
    runs linearly from fromParameter's at fromSize to toParameter's at toSize (fromSize <= s < toSize).
    spec: ';'-separated pieces, 'cA-B' a constant band A <= s < B (one parameter), 'kA,B,C...' knots
    with a parameter each, linear between them and constant from the last one on (toSize 1000000)."""
    out = []
    for piece in spec.split(";"):
        if piece.startswith("c"):
            lo, hi = (float(x) for x in piece[1:].split("-"))
            out.append((lo, hi, ("c", lo), ("c", lo)))
        elif piece.startswith("k"):
            knots = [float(x) for x in piece[1:].split(",")]
            for a, b in zip(knots, knots[1:]):
                out.append((a, b, ("k", a), ("k", b)))
            out.append((knots[-1], 1000000.0, ("k", knots[-1]), ("k", knots[-1])))
        else:
            raise ValueError(piece)
    return out


SIZE_TRACKING_BANDS = tracking_segments(SIZE_TRACKING_SPEC)


def segment_weights(size):
    """[(parameter, weight)] of the size tracking at `size` (empty outside every segment)."""
    for lo, hi, a, b in SIZE_TRACKING_BANDS:
        if lo <= size < hi:
            if a == b:
                return [(a, 1.0)]
            u = (size - lo) / (hi - lo)
            return [(a, 1.0 - u), (b, u)]
    return []
# a per-character term of the Display design (correction.displayBase); --no-display-base drops it
DISPLAY_BASE = True
# the census parts whose "fit" apps the shipped table is fitted on (--census's default); their
# held-out splits (and HELDOUT_ONLY) are read only with --heldout
FITTED_PARTS = [os.path.join(ROOT, "Datasets", "labels", "census.jsonl"),
                os.path.join(ROOT, "Datasets", "labels", "census-3.jsonl"),
                os.path.join(ROOT, "Datasets", "labels", "census-5.jsonl")]
# every census part split by app (fit / heldout-N), the one list the evaluation scripts read
# (Scripts/labels/evaluate.py, analyse_misses.py): FITTED_PARTS and the parts collected since whose
# evidence did not improve the fit beyond the noise of the apps (census-6, issue 35's tenth branch:
# docs/text.md), scored but not fitted on
CENSUS_PARTS = FITTED_PARTS + [os.path.join(ROOT, "Datasets", "labels", "census-6.jsonl")]
HELDOUT_ONLY = [os.path.join(ROOT, "Datasets", "labels", "heldout-2.jsonl"),
                os.path.join(ROOT, "Datasets", "labels", "heldout-4.jsonl")]
# finer size bands and weight groups of the per-band figures (as Scripts/labels/evaluate.py --by-weight)
FINE_BANDS = [("<13", 0, 12.99), ("13-17", 13, 17), ("18-20", 17.01, 20), ("21-28", 20.01, 28),
              ("29-40", 28.01, 40), (">40", 40.01, 1e9)]
WEIGHT_GROUPS = {"ultraLight": "light-", "thin": "light-", "light": "light-", "regular": "regular",
                 "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "heavy+",
                 "black": "heavy+"}


# ----------------------------------------------------------------------------- census

def census_provenance(path):
    rel = os.path.relpath(path, ROOT)
    def git(*args):
        try:
            return subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True, check=True).stdout.strip()
        except (subprocess.CalledProcessError, FileNotFoundError):
            return None
    commit = git("log", "-1", "--format=%H", "--", rel)
    dirty = git("status", "--porcelain", "--", rel)
    with open(path, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    return {"path": rel, "commit": commit, "uncommittedChanges": bool(dirty), "sha256": sha}


def load(path, split):
    """The census rows of one split (a name, or a predicate on the name), as dicts; rows of
    other splits are dropped as soon as they are parsed."""
    test = split if callable(split) else (lambda name: name == split)
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            if not test(r.get("split") or ""):
                continue
            rows.append(r)
    return rows


def usable(r):
    return (isinstance(r.get("text"), str) and r.get("weight") in standin.WEIGHTS
            and isinstance(r.get("size"), (int, float)) and r["size"] > 0
            and isinstance(r.get("scale"), (int, float)) and r["scale"] in (1, 2, 3))


def width_evidence(r):
    """An own-width label whose stored width can speak for SF: a number, and a document of
    Xcode 7 or later (Xcode 6 laid out the system font as Helvetica Neue; labels README)."""
    return (r.get("widthIsOwn") and isinstance(r.get("width"), (int, float))
            and isinstance(r.get("xcode"), int) and r["xcode"] >= 7)


# ----------------------------------------------------------------------------- text styles

DYNAMIC_TYPE_PATH = os.path.join(HERE, "dynamic-type.json")
DEFAULT_BINARY = os.path.join(ROOT, "Tool", ".build", "debug", "autolayout")
# a text whose width tells every Dynamic Type size apart (widths grow with the size)
PROBE_TEXT = "Hamburgefonstiv 0123456789"


def canvas_sizes(rows, binary):
    """{(textStyle, weight, toolsVersion): point size} for the text-style rows: the size the canvas
    of the Xcode that wrote the document drew the style at. The product decides the category
    (`autolayout measure` with the request's "toolsVersion", the importer's one rule,
    InterfaceBuilderCanvasTextSize): the style is measured as the product sizes it and matched,
    by width and height, against the same text at each of the style's Dynamic Type sizes
    (dynamic-type.json); so the fit never holds a copy of the rule."""
    with open(DYNAMIC_TYPE_PATH, encoding="utf-8") as f:
        styles = json.load(f)["styles"]
    keys = sorted({(r["textStyle"], r["weight"], str(r.get("toolsVersion") or ""))
                   for r in rows if r.get("textStyle") in styles})
    if not keys:
        return {}
    requests, candidates = [], {}
    for i, (style, weight, tools) in enumerate(keys):
        body = {"id": f"s{i}", "text": PROBE_TEXT, "font": {"textStyle": style, "weight": weight}, "scale": 3}
        if tools:
            body["toolsVersion"] = tools
        requests.append(body)
        sizes = sorted(set(styles[style]["sizes"]))
        candidates[i] = sizes
        for size in sizes:
            # The same tools version, so that both are measured with that Xcode's system font.
            candidate = {"id": f"c{i}:{size}", "text": PROBE_TEXT, "font": {"size": size, "weight": weight}, "scale": 3}
            if tools:
                candidate["toolsVersion"] = tools
            requests.append(candidate)
    got = subprocess.run([binary, "measure", "-", "--threads", "1"], input="".join(json.dumps(q) + "\n" for q in requests),
                         capture_output=True, text=True, check=True).stdout
    answers = {a["id"]: a for a in map(json.loads, got.splitlines()) if "error" not in a}
    out = {}
    for i, key in enumerate(keys):
        style_answer = answers.get(f"s{i}")
        if style_answer is None:
            raise SystemExit(f"{binary} could not measure text style {key}")
        match = [s for s in candidates[i] if (a := answers.get(f"c{i}:{s}")) is not None
                 and a["width"] == style_answer["width"] and a["height"] == style_answer["height"]]
        if len(match) != 1:
            raise SystemExit(f"text style {key}: the product's size matches {match} of the style's sizes")
        out[key] = float(match[0])
    return out


# Whether the fit reads each label in the system font release its document was drawn with (the
# product's rule, asked from `--binary`: `releases`) or every label as today's font. The shipped
# table is fitted as today's font: the product measures Xcode 7-11 documents with iOS 9-13's font
# on top of it, and a refit reading those labels in their release lost beyond the noise of the
# apps (`try_error_shapes.py --score-releases` against `--fit-releases`: docs/text.md).
RELEASES = False
RELEASE_PROBE = {"text": PROBE_TEXT, "font": {"family": "system", "size": 17, "weight": "regular"}, "scale": 0}


def releases(rows, binary):
    """{toolsVersion: release} for the rows' documents: the system font release the product
    measures a document of that tools version with (`autolayout measure` with the request's
    "toolsVersion", the importer's one rule, InterfaceBuilderSystemFontRelease), read off a probe's
    width at 17 pt, which differs from today's exactly for iOS 9-13's fonts (their own Text tracking
    there), and at 21 pt, which differs from today's exactly for iOS 9-10's (Text font up to 22 pt);
    so the fit keeps no copy of the rule."""
    tools = sorted({str(r.get("toolsVersion") or "") for r in rows} - {""})
    probes = {"a": RELEASE_PROBE, "b": dict(RELEASE_PROBE, font=dict(RELEASE_PROBE["font"], size=21))}
    requests = [dict(probe, id=f"today{p}") for p, probe in probes.items()]
    requests += [dict(probe, id=f"t{i}{p}", toolsVersion=t) for i, t in enumerate(tools) for p, probe in probes.items()]
    got = subprocess.run([binary, "measure", "-", "--threads", "1"], input="".join(json.dumps(q) + "\n" for q in requests),
                         capture_output=True, text=True, check=True).stdout
    answers = {a["id"]: a["width"] for a in map(json.loads, got.splitlines()) if "error" not in a}

    def release(i):
        if answers.get(f"t{i}a") in (None, answers["todaya"]):
            return "current"
        return "iOS9to13" if answers.get(f"t{i}b") == answers["todayb"] else "iOS9to10"
    return {t: release(i) for i, t in enumerate(tools)}


def with_releases(rows, table):
    """Each row with the release its document was drawn with (`release`); today's font for all
    when RELEASES is off."""
    return [dict(r, release=(table.get(str(r.get("toolsVersion") or ""), "current") if RELEASES else "current"))
            for r in rows]


def at_canvas_size(rows, sizes):
    """The rows with each text-style label's size replaced by its canvas size (`canvasSize` keeps
    whether it moved); other rows as they are."""
    out = []
    for r in rows:
        key = (r.get("textStyle"), r.get("weight"), str(r.get("toolsVersion") or ""))
        size = sizes.get(key)
        if size is not None and size != r["size"]:
            r = dict(r, size=size, largeSize=r["size"])
        out.append(r)
    return out


# ----------------------------------------------------------------------------- labels

class Label:
    __slots__ = ("r", "prep", "visible", "size", "scale", "width", "cls", "design", "counts", "n_glyph",
                 "plain", "liberation", "covered", "app", "grid", "release")

    def __init__(self, r, prep, liberation):
        self.r = r
        self.prep = prep
        self.app = r["app"]
        self.size = float(r["size"])
        self.scale = r["scale"]
        self.width = r["width"]
        self.cls = standin.WEIGHT_CLASS[r["weight"]]
        self.design = standin.design(self.size, prep.release)
        self.visible = standin.visible_length(r["text"])
        text = r["text"][: self.visible]
        self.covered = all(prep.has_glyph[: self.visible])
        self.counts = Counter(ch for i, ch in enumerate(text) if prep.has_glyph[i])
        self.n_glyph = sum(self.counts.values())
        self.plain = sum(prep.char_units(None)[: self.visible]) / 1024
        self.liberation = liberation
        self.grid = rounding_grid(r)
        self.release = prep.release

    def model(self, corrections):
        """Model width (pt) with a candidate table (its own weight term and size bands)."""
        return sum(self.prep.char_units(corrections)[: self.visible]) / 1024


def rounding_grid(r):
    """The grid (pt) the stored width was ceiled to, as far as the document tells.

    A width that is not a whole number was ceiled to the pixel grid (1/scale). A whole
    number may also have been ceiled to whole points: older Xcode stored whole-point
    frames, which stay in a document until its frames are updated (in the census
    about a third of the @2x widths are whole numbers beyond the half expected, and
    they come with whole-point heights such as 21 for 17 pt). So a whole-number
    width gets the interval (w - 1, w], unless the label's own height is a fraction
    of a point (then the frame was laid out on the pixel grid)."""
    w = r["width"]
    if not float(w).is_integer():
        return 1 / r["scale"]
    h = r.get("height")
    if r.get("heightIsOwn") and isinstance(h, (int, float)) and not float(h).is_integer():
        return 1 / r["scale"]
    return 1.0


_prep_cache = {}


def make_labels(rows):
    out = []
    for r in rows:
        key = (r["text"], float(r["size"]), r["weight"], r.get("release", "current"))
        got = _prep_cache.get(key)
        if got is None:
            got = _prep_cache[key] = (standin.Prepared(*key[:3], release=key[3]),
                                      standin.liberation_width(r["text"], float(r["size"]), r["weight"]))
        out.append(Label(r, *got))
    return out


STALE_PATH = os.path.join(ROOT, "Datasets", "labels", "stale.jsonl")
_stale = None


def stale_keys():
    """Keys (fileSha1:labelId) of the one stale list, Datasets/labels/stale.jsonl."""
    global _stale
    if _stale is None:
        _stale = set()
        with open(STALE_PATH, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    _stale.add(json.loads(line)["key"])
    return _stale


def classify(label):
    """'suspect', 'uncovered', 'stale' or 'clean' for a widthIsOwn label. 'stale' comes from the
    stale list only (no model's width is read here)."""
    r = label.r
    if r.get("suspect"):
        return "suspect"
    if not label.covered:
        return "uncovered"
    if "%s:%s" % (r["fileSha1"], r["labelId"]) in stale_keys() or not isinstance(label.width, (int, float)):
        return "stale"
    return "clean"


# ----------------------------------------------------------------------------- fitting

class Params:
    """Which table entries are free, and their column in the design matrix."""

    def __init__(self, labels):
        base_counts = Counter()
        display_counts = Counter()
        class_counts = {k: Counter() for k in SPLIT_CLASSES}
        class_labels = Counter()  # (design, class) -> labels
        band_labels = Counter()
        for lb in labels:
            for name, w in band_weights(lb):
                if w > 0:
                    band_labels[name] += 1
            base_counts.update(lb.counts)
            if lb.design == "display":
                display_counts.update(lb.counts)
            if lb.cls in class_counts:
                class_counts[lb.cls].update(lb.counts)
                class_labels[(lb.design, lb.cls)] += 1
        self.base = sorted(c for c, n in base_counts.items() if n >= MIN_COUNT)
        base_set = set(self.base)
        self.dev = {k: sorted(c for c, n in class_counts[k].items() if n >= MIN_COUNT and c in base_set)
                    for k in SPLIT_CLASSES}
        display_min = MIN_COUNT if DISPLAY_MIN_COUNT is None else DISPLAY_MIN_COUNT
        self.dbase = (sorted(c for c, n in display_counts.items() if n >= display_min and c in base_set)
                      if DISPLAY_BASE else [])
        self.wt = [(d, k) for d in standin.DESIGNS for k in SPLIT_CLASSES if class_labels[(d, k)] >= MIN_CLASS_LABELS]
        names = []
        for _, _, a, b in SIZE_TRACKING_BANDS:
            for n in (a, b):
                if n not in names:
                    names.append(n)
        self.bands = [n for n in names if band_labels[n] >= MIN_CLASS_LABELS]
        self.columns = {}
        for c in self.base:
            self.columns[("base", c)] = len(self.columns)
        for k in SPLIT_CLASSES:
            for c in self.dev[k]:
                self.columns[("dev", k, c)] = len(self.columns)
        for c in self.dbase:
            self.columns[("dbase", c)] = len(self.columns)
        for d, k in self.wt:
            self.columns[("wt", d, k)] = len(self.columns)
        for n in self.bands:
            self.columns[("band", n)] = len(self.columns)
        self.n = len(self.columns)

    def row(self, lb):
        """Design-matrix row: d width (pt) / d entry (1/1000 em)."""
        f = lb.size / 1000
        out = defaultdict(float)
        for c, n in lb.counts.items():
            j = self.columns.get(("base", c))
            if j is not None:
                out[j] += f * n
            j = self.columns.get(("dev", lb.cls, c))
            if j is not None:
                out[j] += f * n
            if lb.design == "display":
                j = self.columns.get(("dbase", c))
                if j is not None:
                    out[j] += f * n
        j = self.columns.get(("wt", lb.design, lb.cls))
        if j is not None:
            out[j] += f * lb.n_glyph
        for name, w in band_weights(lb):
            j = self.columns.get(("band", name))
            if j is not None:
                out[j] += f * lb.n_glyph * w
        return out

    def table(self, theta):
        base = {c: round(float(theta[self.columns[("base", c)]]), 3) for c in self.base}
        dev = {k: {c: round(float(theta[self.columns[("dev", k, c)]]), 3) for c in self.dev[k]}
               for k in SPLIT_CLASSES}
        dbase = {c: round(float(theta[self.columns[("dbase", c)]]), 3) for c in self.dbase}
        wt = {d: {k: (round(float(theta[self.columns[("wt", d, k)]]), 3) if (d, k) in self.wt else 0.0)
                  for k in SPLIT_CLASSES} for d in standin.DESIGNS}
        def value(name):
            j = self.columns.get(("band", name))
            return 0.0 if j is None else round(float(theta[j]), 3)
        bands = [[lo, hi, value(a), value(b)] for lo, hi, a, b in SIZE_TRACKING_BANDS]
        return {"base": base, "classDeviation": dev, "displayBase": dbase, "weightTerm": wt,
                "sizeBandTracking": bands}


def band_weights(lb):
    """The size-tracking parameters a label's width moves with: none below the Display design for
    iOS 9-13's font, whose static SF Text has no such offset (standin.Prepared.char_units)."""
    if standin.static_text(lb.size, lb.release):
        return []
    return segment_weights(lb.size)


def display_only(column):
    """Whether a column moves only labels of the Display design: a displayBase entry, a Display
    weight term, a size-tracking knot from DISPLAY_FROM on."""
    kind = column[0]
    if kind == "dbase":
        return True
    if kind == "wt":
        return column[1] == "display"
    if kind == "band":
        return column[1][1] >= standin.DISPLAY_FROM
    return False


def fit(labels, lam, display_ridge=1.0):
    """The terms fitted on `labels`: ridge lam on every column, lam * display_ridge on the
    Display-only ones (see DISPLAY_RIDGES)."""
    params = Params(labels)
    rows, cols, vals = [], [], []
    for i, lb in enumerate(labels):
        for j, v in lb_row(params, lb).items():
            rows.append(i)
            cols.append(j)
            vals.append(v)
    A = csr_matrix((vals, (rows, cols)), shape=(len(labels), params.n))
    w0 = np.array([lb.plain for lb in labels])
    hi = np.array([lb.width for lb in labels]) - MARGIN
    lo = np.array([lb.width - lb.grid for lb in labels]) + MARGIN
    by_column = sorted(params.columns.items(), key=lambda kv: kv[1])
    sq = np.sqrt(np.array([lam * (display_ridge if display_only(col) else 1.0) for col, _ in by_column]))
    d = HUBER_PT

    # Huber on the data rows, done by hand so that the ridge rows stay quadratic:
    # a data residual r becomes sign(r) * sqrt(2 * huber(r)) (equal to r within d).
    def data_part(theta):
        w = w0 + A @ theta
        r = np.maximum(0, w - hi) - np.maximum(0, lo - w)
        a = np.abs(r)
        big = a > d
        rt = r.copy()
        rt[big] = np.sign(r[big]) * np.sqrt(2 * d * a[big] - d * d)
        g = np.ones_like(r)
        g[big] = d / np.sqrt(2 * d * a[big] - d * d)
        g[a == 0] = 0.0  # inside the interval: no pull
        return rt, g

    def resid(theta):
        rt, _ = data_part(theta)
        return np.concatenate([rt, sq * theta])

    def jac(theta):
        _, g = data_part(theta)
        return vstack([diags(g) @ A, diags(sq)]).tocsr()

    if params.n == 0:
        return params, np.zeros(0)
    sol = least_squares(resid, np.zeros(params.n), jac=jac, method="trf", loss="linear",
                        tr_solver="lsmr", max_nfev=200)
    return params, sol.x


def lb_row(params, lb):
    return params.row(lb)


# ----------------------------------------------------------------------------- figures

def within(model_pt, lb, tol):
    return abs(standin.round_to_grid(model_pt, lb.scale) - lb.width) <= tol + 1e-9


def width_figures(labels, corrections):
    """{bucket: {"n", "liberation", "plain", "corrected": {tol: share}}}"""
    out = {}
    models = {}
    for lb in labels:
        models[id(lb)] = lb.model(corrections) if corrections is not None else None
    for name, test in SIZE_BUCKETS:
        sel = [lb for lb in labels if test(lb.size)]
        fig = {"n": len(sel)}
        for kind in ("liberation", "plain", "corrected"):
            if kind == "corrected" and corrections is None:
                continue
            fig[kind] = {}
            for tol in TOLERANCES:
                if not sel:
                    fig[kind][str(tol)] = None
                    continue
                if kind == "liberation":
                    ok = sum(within(lb.liberation, lb, tol) for lb in sel)
                elif kind == "plain":
                    ok = sum(within(lb.plain, lb, tol) for lb in sel)
                else:
                    ok = sum(within(models[id(lb)], lb, tol) for lb in sel)
                fig[kind][str(tol)] = round(100 * ok / len(sel), 1)
        out[name] = fig
    return out


def height_figures(rows):
    sel = [r for r in rows if r.get("heightIsOwn") and isinstance(r.get("xcode"), int) and r["xcode"] >= 7
           and usable(r) and isinstance(r.get("height"), (int, float))]
    out = {}
    for name, test in SIZE_BUCKETS + [("all", lambda s: True)]:
        s = [r for r in sel if test(float(r["size"]))]
        ok = sum(abs(standin.height(float(r["size"]), r["scale"]) - r["height"]) < 1e-6 for r in s)
        whole = sum(abs(standin.height(float(r["size"]), r["scale"]) - r["height"]) < 1e-6
                    or abs(standin.height(float(r["size"]), 1) - r["height"]) < 1e-6 for r in s)
        out[name] = {"n": len(s), "exact": round(100 * ok / len(s), 1) if s else None,
                     "exactOrWholePoint": round(100 * whole / len(s), 1) if s else None}
    return out


def score(labels, corrections):
    """Selection score on a label set: (share within 0.5 pt, share within 1 pt), all sizes."""
    if not labels:
        return (0.0, 0.0)
    a = sum(within(lb.model(corrections), lb, 0.5) for lb in labels) / len(labels)
    b = sum(within(lb.model(corrections), lb, 1.0) for lb in labels) / len(labels)
    return (round(100 * a, 2), round(100 * b, 2))


SIZE_BANDS = [("<=12", 0, 12), ("13-16", 13, 16), ("17", 17, 17), ("18-23", 18, 23), ("24-33", 24, 33), (">=34", 34, 1e9)]


def residual_table(labels, corrections):
    """Median (stored width - half a pixel - model) per character, 1/1000 em, of labels
    surely laid out on the pixel grid, by size band and weight class: what a size-free
    per-character table cannot take up."""
    cells = defaultdict(list)
    for lb in labels:
        if not (lb.grid < 1 or lb.scale == 1) or lb.n_glyph == 0:
            continue
        d = (lb.width - lb.grid / 2) - lb.model(corrections)
        v = d / lb.size / lb.n_glyph * 1000
        band = next(name for name, a, b in SIZE_BANDS if a <= lb.size <= b)
        cells[(band, lb.cls)].append(v)
        cells[(band, "all")].append(v)
    out = {}
    for name, _, _ in SIZE_BANDS:
        out[name] = {}
        for k in standin.CLASSES + ["all"]:
            v = sorted(cells.get((name, k), []))
            out[name][k] = None if not v else {"n": len(v), "median": round(v[len(v) // 2] if len(v) % 2 else
                                                                             (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2, 2)}
    return out


def band_weight_figures(labels, corrections):
    """{(fine band, weight group): {"n", "0.5", "1.0", "median"}}: share within 0.5 / 1 pt and
    the median signed error (model ceiled to the pixel grid - stored, pt)."""
    cells = defaultdict(list)
    for lb in labels:
        band = next(name for name, a, b in FINE_BANDS if a <= lb.size <= b)
        err = standin.round_to_grid(lb.model(corrections), lb.scale) - lb.width
        cells[(band, WEIGHT_GROUPS[lb.r["weight"]])].append(err)
    out = {}
    for key, errs in cells.items():
        errs.sort()
        n = len(errs)
        med = errs[n // 2] if n % 2 else (errs[n // 2 - 1] + errs[n // 2]) / 2
        out[key] = {"n": n, "0.5": round(100 * sum(abs(e) <= 0.5 + 1e-9 for e in errs) / n, 1),
                    "1.0": round(100 * sum(abs(e) <= 1.0 + 1e-9 for e in errs) / n, 1), "median": round(med, 2)}
    return out


def format_band_weight(title, fig):
    groups = ["light-", "regular", "medium", "semibold", "bold", "heavy+"]
    lines = [title, f"  {'size':<6} " + " ".join(f"{g:>22}" for g in groups)]
    for band, _, _ in FINE_BANDS:
        cells = []
        for g in groups:
            c = fig.get((band, g))
            cells.append(f"{'-':>22}" if c is None else
                         f"{c['n']:>4}:{c['0.5']:5.1f}/{c['1.0']:5.1f} {c['median']:+6.2f}")
        lines.append(f"  {band:<6} " + " ".join(cells))
    return lines


def dedupe(labels):
    """One label per (app, text, size, weight, scale, width): a screen copied many
    times in one app must not weigh more than once in the fit."""
    seen = set()
    out = []
    for lb in labels:
        r = lb.r
        key = (r["app"], r["text"], r["size"], r["weight"], r["scale"], r["width"])
        if key not in seen:
            seen.add(key)
            out.append(lb)
    return out


def format_table(fig):
    lines = []
    head = f"{'set':<34} {'size':<5} {'n':>6}  {'Liberation 0.5/1':>17}  {'Inter plain 0.5/1':>18}  {'Inter+table 0.5/1':>18}"
    lines.append(head)
    lines.append("-" * len(head))
    for set_name, figs in fig:
        for bucket, f in figs.items():
            def pair(kind):
                if kind not in f or f[kind]["0.5"] is None:
                    return "-"
                return f"{f[kind]['0.5']:5.1f}% /{f[kind]['1.0']:5.1f}%"
            lines.append(f"{set_name:<34} {bucket:<5} {f['n']:>6}  {pair('liberation'):>17}  {pair('plain'):>18}  {pair('corrected'):>18}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------- main

def main():
    global SIZE_TRACKING_BANDS, DISPLAY_BASE, LAMBDAS, MIN_COUNT, DISPLAY_RIDGES, SELECTION_SPLITS
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--census", action="append",
                    help="a census part whose fit apps are fitted on (repeatable; default: %s)" %
                    ", ".join(os.path.relpath(p, ROOT) for p in FITTED_PARTS))
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--bands", help="the fitted size tracking's pieces, e.g. 'c18-24;c24-1000000' (constant "
                                    "bands) or 'k20,24,28' (knots), see tracking_segments (default: %s)" % SIZE_TRACKING_SPEC)
    ap.add_argument("--no-display-base", action="store_true",
                    help="no per-character Display term (correction.displayBase)")
    ap.add_argument("--lambdas", help="comma-separated lambda grid, for a trial (implies --dry-run)")
    ap.add_argument("--min-count", type=int,
                    help=f"occurrences a per-character term needs, for a trial (implies --dry-run; default {MIN_COUNT})")
    ap.add_argument("--display-ridges", help="comma-separated factors on lambda for the Display-only columns, "
                                             "ascending, for a trial (implies --dry-run; default "
                                             f"{','.join(map(str, DISPLAY_RIDGES))})")
    ap.add_argument("--selection-splits", type=int,
                    help=f"app splits lambda is chosen on, for a trial (implies --dry-run; default {SELECTION_SPLITS})")
    ap.add_argument("--blend", help="FROM-TO: Inter's advances blend linearly from Text at FROM pt to Display at TO pt "
                                    "instead of switching at the shipped size (the fitted terms keep their design), "
                                    "for a trial (implies --dry-run)")
    ap.add_argument("--binary", default=DEFAULT_BINARY,
                    help="the autolayout binary that sizes text styles as each document's Xcode drew them "
                         "(default: %(default)s)")
    ap.add_argument("--dry-run", action="store_true", help="fit and print, but do not write system-font.json")
    ap.add_argument("--heldout", action="store_true",
                    help="also read the held-out apps and print their figures (off by default: look once per model); "
                         "implies --dry-run")
    args = ap.parse_args()
    if args.bands:
        SIZE_TRACKING_BANDS = tracking_segments(args.bands)
    if args.no_display_base:
        DISPLAY_BASE = False
    if args.lambdas:
        LAMBDAS = [float(x) for x in args.lambdas.split(",")]
        args.dry_run = True
    if args.display_ridges:
        DISPLAY_RIDGES = [float(x) for x in args.display_ridges.split(",")]
        args.dry_run = True
    if args.selection_splits is not None:
        SELECTION_SPLITS = args.selection_splits
        args.dry_run = True
    if args.blend:
        lo, hi = (float(x) for x in args.blend.split("-"))
        standin.BLEND_RANGE = (lo, hi)
        args.dry_run = True
    if args.min_count is not None:
        MIN_COUNT = args.min_count
        args.dry_run = True
    parts = args.census or FITTED_PARTS
    report = []

    def log(*a):
        line = " ".join(str(x) for x in a)
        print(line)
        report.append(line)

    provs = [census_provenance(p) for p in parts]

    # ---- 1. the "fit" split only, of every census part
    fit_rows = [r for p in parts for r in load(p, "fit") if usable(r)]
    style_sizes = canvas_sizes(fit_rows, args.binary)
    fit_rows = with_releases(at_canvas_size(fit_rows, style_sizes), releases(fit_rows, args.binary))
    moved = sum("largeSize" in r for r in fit_rows)
    fit_width_rows = [r for r in fit_rows if width_evidence(r)]
    fit_labels = make_labels(fit_width_rows)
    kinds = Counter()
    clean = []
    with_stale = []  # clean + stale: the all-label figures (suspect and uncovered stay apart)
    for lb in fit_labels:
        k = classify(lb)
        kinds[k] += 1
        if k == "clean":
            clean.append(lb)
        if k in ("clean", "stale"):
            with_stale.append(lb)

    # ---- 2. split by app
    apps = sorted({r["app"] for r in fit_rows})

    def app_split(seed):
        rng = random.Random(seed)
        shuffled = list(apps)
        rng.shuffle(shuffled)
        n_train = max(1, round(TRAIN_SHARE * len(shuffled)))
        return set(shuffled[:n_train]), set(shuffled[n_train:])

    train_apps, val_apps = app_split(args.seed)
    train = [lb for lb in clean if lb.app in train_apps]
    val = [lb for lb in clean if lb.app in val_apps]
    train_fit = dedupe(train)
    for prov in provs:
        log(f"census: {prov['path']} commit {prov['commit']} (uncommitted changes: {prov['uncommittedChanges']})")
    log(f"model: Text design below {standin.DISPLAY_FROM:g} pt, Display from it"
        f"{'; advances blended %g-%g pt' % standin.BLEND_RANGE if standin.BLEND_RANGE else ''}; size tracking {args.bands or SIZE_TRACKING_SPEC}; "
        f"display base {'on' if DISPLAY_BASE else 'off'}; width labels: own width, Xcode >= 7; "
        f"text styles at their canvas size ({moved} fit labels not at Large's size)")
    log(f"fit split: {len(apps)} apps ({len(train_apps)} train, {len(val_apps)} validation), "
          f"{len(fit_rows)} labels, {len(fit_labels)} widthIsOwn: " +
          ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    log(f"train: {len(train)} clean labels ({len(train_fit)} unique), validation: {len(val)} clean labels")

    # ---- 3./4. lambda and the Display factor on the validation apps of SELECTION_SPLITS splits
    splits = [(train_apps, val_apps)] + [app_split(args.seed + i) for i in range(1, SELECTION_SPLITS)]
    split_sets = [(dedupe([lb for lb in clean if lb.app in tr_apps]), [lb for lb in clean if lb.app in va_apps])
                  for tr_apps, va_apps in splits]
    log(f"selection: {len(splits)} app splits (seeds {args.seed}..{args.seed + len(splits) - 1}), validation labels pooled; "
        "score: the mean over <= 17 and > 17 pt of the share within 0.5 pt, then 1 pt")
    grid = []
    best = None
    for ridge in DISPLAY_RIDGES:
        for lam in LAMBDAS:
            pooled = {name: [0, 0, 0] for name, _ in SIZE_BUCKETS}
            for tr_set, va_set in split_sets:
                params, theta = fit(tr_set, lam, ridge)
                table = params.table(theta)
                for name, test in SIZE_BUCKETS:
                    sel = [lb for lb in va_set if test(lb.size)]
                    cell = pooled[name]
                    cell[0] += len(sel)
                    for lb in sel:
                        w = lb.model(table)
                        cell[1] += within(w, lb, 0.5)
                        cell[2] += within(w, lb, 1.0)
            shares = {name: (round(100 * c[1] / max(1, c[0]), 2), round(100 * c[2] / max(1, c[0]), 2))
                      for name, c in pooled.items()}
            sc = tuple(round(sum(v[i] for v in shares.values()) / len(shares), 2) for i in (0, 1))
            grid.append({"lambda": lam, "displayRidge": ridge, "validationPooled": {k: list(v) for k, v in shares.items()},
                         "score": list(sc), "parameters": params.n})
            log(f"  lambda {lam:<7g} display x{ridge:<4g} params {params.n:4d}  validation (pooled) " +
                "  ".join(f"{k} {v[0]:5.1f}% / {v[1]:5.1f}%" for k, v in shares.items()) + f"  score {sc[0]:5.2f} / {sc[1]:5.2f}")
            # ties go to the later pair: the larger factor (factors ascend), then the larger lambda
            if best is None or sc >= best[0]:
                best = (sc, lam, ridge)
    _, lam, ridge = best
    train_params, theta = fit(train_fit, lam, ridge)
    train_table = train_params.table(theta)
    log(f"chosen lambda {lam:g}, display factor {ridge:g}")

    # ---- 5. refit on all fit apps
    all_fit = dedupe(clean)
    params, theta = fit(all_fit, lam, ridge)
    table = params.table(theta)
    # sort keys by code point: stable output
    table = {
        "base": {c: table["base"][c] for c in sorted(table["base"], key=ord)},
        "classDeviation": {k: {c: v for c, v in sorted(table["classDeviation"][k].items(), key=lambda kv: ord(kv[0]))}
                           for k in SPLIT_CLASSES},
        "displayBase": {c: table["displayBase"][c] for c in sorted(table["displayBase"], key=ord)},
        "weightTerm": table["weightTerm"],
        "sizeBandTracking": table["sizeBandTracking"],
    }

    # figures for train / validation (train-only model) and all fit apps (final)
    def on_grid(labels):
        return [lb for lb in labels if lb.grid < 1 or lb.scale == 1]

    train_all = [lb for lb in with_stale if lb.app in train_apps]
    val_all = [lb for lb in with_stale if lb.app in val_apps]
    figures = [
        ("train apps (fit on train)", width_figures(train, train_table)),
        ("  incl. stale", width_figures(train_all, train_table)),
        ("  of which on the pixel grid", width_figures(on_grid(train), train_table)),
        ("validation apps (fit on train)", width_figures(val, train_table)),
        ("  incl. stale", width_figures(val_all, train_table)),
        ("  of which on the pixel grid", width_figures(on_grid(val), train_table)),
        ("all fit apps (final table)", width_figures(clean, table)),
        ("  incl. stale", width_figures(with_stale, table)),
    ]

    train_rows = [r for r in fit_rows if r["app"] in train_apps]
    val_rows = [r for r in fit_rows if r["app"] in val_apps]
    heights = {"train apps": height_figures(train_rows), "validation apps": height_figures(val_rows)}

    band_weight = [
        ("validation apps (fit on train), clean", band_weight_figures(val, train_table)),
        ("all fit apps (final table), clean", band_weight_figures(clean, table)),
    ]

    # ---- 7. the frozen held-out apps: only with --heldout
    held_rows, held_labels, held_kinds, held_apps = [], [], Counter(), []
    if args.heldout:
        for path in parts + HELDOUT_ONLY:
            rows = [r for r in load(path, lambda name: name.startswith("heldout")) if usable(r)]
            rows = with_releases(at_canvas_size(rows, canvas_sizes(rows, args.binary)), releases(rows, args.binary))
            for split in sorted({r["split"] for r in rows}):
                srows = [r for r in rows if r["split"] == split]
                slabels = make_labels([r for r in srows if width_evidence(r)])
                held_rows += srows
                held_labels += slabels
                held_kinds.update(classify(lb) for lb in slabels)
                held_apps += sorted({r["app"] for r in srows})
                hclean = [lb for lb in slabels if classify(lb) == "clean"]
                hall = [lb for lb in slabels if classify(lb) in ("clean", "stale")]
                figures.append((f"{split} apps (final table)", width_figures(hclean, table)))
                figures.append(("  incl. stale", width_figures(hall, table)))
                figures.append(("  of which on the pixel grid", width_figures(on_grid(hclean), table)))
                heights[f"{split} apps"] = height_figures(srows)
                band_weight.append((f"{split} apps (final table), clean", band_weight_figures(hclean, table)))

    log()
    log("widths: share of widthIsOwn labels (suspect/stale/uncovered apart; 'incl. stale': the stale list's labels")
    log("counted too) whose model width, ceiled to the pixel grid, is within 0.5 pt / 1 pt of the stored width; all")
    log("columns on the same labels. 'On the pixel grid': labels whose stored width")
    log("is not a whole number or whose own height is a fraction of a point (surely laid out on the pixel grid;")
    log("the others may keep whole-point frames from older Xcode)")
    log(format_table(figures))
    log()
    if args.heldout:
        log(f"heldout: {len(held_apps)} apps, {len(held_rows)} labels, {len(held_labels)} widthIsOwn: " +
            ", ".join(f"{k} {v}" for k, v in sorted(held_kinds.items())))
    else:
        log("heldout: not read (pass --heldout to print its figures)")
    log("heights: share exact, heightIsOwn labels of Xcode >= 7 documents (size * 2444/2048 ceiled to the pixel grid);")
    log("in brackets: exact or equal to the whole-point ceil (a frame kept from an older Xcode)")
    for name, h in heights.items():
        log(f"  {name:<16} " + "   ".join(
            f"{b} {v['exact'] if v['exact'] is not None else '-'}% ({v['exactOrWholePoint'] if v['exact'] is not None else '-'}%) of {v['n']}"
            for b, v in h.items()))
    log()
    log("widths by size band and weight group: n: within 0.5 / 1 pt (%), median signed error (model - stored, pt)")
    for title, fig in band_weight:
        for line in format_band_weight(title, fig):
            log(line)
    resid = residual_table(clean, table)
    log()
    log("median residual per character (1/1000 em; + = Xcode wider than the model) of the final table,")
    log("fit apps, labels on the pixel grid, by size band and weight class (n in brackets)")
    log(f"  {'size':<6} " + " ".join(f"{k:>15}" for k in standin.CLASSES + ["all"]))
    for band, row in resid.items():
        log(f"  {band:<6} " + " ".join(
            f"{'-':>15}" if row[k] is None else f"{row[k]['median']:>8.2f} ({row[k]['n']:>4})" for k in standin.CLASSES + ["all"]))
    nbase = len(table["base"])
    ndev = {k: len(v) for k, v in table["classDeviation"].items()}
    log(f"table: {nbase} base entries, deviations {ndev}, display base entries {len(table['displayBase'])}")
    log(f"weight term [design][class] (1/1000 em): {table['weightTerm']}")
    log(f"size-band tracking [fromSize, toSize, 1/1000 em] (fromSize <= s < toSize, added to tracking(s)): "
        f"{table['sizeBandTracking']}")

    if args.dry_run or args.heldout:
        # a held-out look never writes: the model's file carries no held-out figure
        return
    with open(standin.DATA_PATH) as f:
        data = json.load(f)
    data["extra"]["sizeBandTracking"] = table["sizeBandTracking"]
    for d in standin.DESIGNS:
        data["extra"]["weightTerm"][d] = table["weightTerm"][d]
    data["correction"] = {k: table[k] for k in ("base", "classDeviation", "displayBase")}
    data["fit"] = {
        "script": "Datasets/fonts/fit_system_font.py",
        "command": ".venv-fonts/bin/python Datasets/fonts/fit_system_font.py",
        "seed": args.seed,
        "census": provs,
        "method": ("regularised least squares, interval loss: stored width w at scale S means the unrounded model "
                   "width lies in (w - 1/S, w] (a whole-number w without a fractional own height: (w - 1, w], as older "
                   "Xcode ceiled frames to whole points); distance outside (less a 1/1024 pt margin) is penalised, Huber "
                   f"{HUBER_PT} pt; ridge lambda * |theta|^2 toward 0; model linear in the table "
                   "(size/1000 pt per 1/1000 em per character), plus the size-band tracking (extra.sizeBandTracking: "
                   f"bands {SIZE_TRACKING_BANDS}, fromSize <= s < toSize) and the weight term per design and weight "
                   "class (extra.weightTerm) fitted jointly with the table; labels: own width, Xcode >= 7, of the fit "
                   "apps of every census part, text styles at the size the canvas of the document's Xcode drew them "
                   "(the product's InterfaceBuilderCanvasTextSize, asked through --binary); deduplicated per "
                   "(app, text, size, weight, scale, width)"),
        "minCount": MIN_COUNT,
        "minClassLabels": MIN_CLASS_LABELS,
        "staleList": census_provenance(STALE_PATH),
        "trainShare": TRAIN_SHARE,
        "lambdaGrid": grid,
        "lambda": lam,
        "displayRidge": ridge,
        "selectionSplits": len(splits),
        "apps": {"fit": len(apps), "train": len(train_apps), "validation": len(val_apps),
                 "heldout": len(held_apps) if args.heldout else None},
        "labels": {
            "fitWidthIsOwn": len(fit_labels),
            "fitExcluded": dict(sorted(kinds.items())),
            "trainClean": len(train), "validationClean": len(val),
            "usedInFinalFit": len(all_fit),
            "heldoutWidthIsOwn": len(held_labels) if args.heldout else None,
            "heldoutKinds": dict(sorted(held_kinds.items())) if args.heldout else None,
        },
        "figures": {
            "widths": [{"set": name.strip(), "figures": f} for name, f in figures],
            "heights": heights,
            "bySizeBandAndWeight": [{"set": name, "cells": [dict(band=b, weight=g, **v) for (b, g), v in sorted(f.items())]}
                                    for name, f in band_weight],
            "residualPerCharacter": resid,
            "note": "shares in %, |model ceiled to the pixel grid - stored| <= tolerance; liberation = Liberation Sans "
                    "(bold face from semibold), HarfBuzz defaults, no tracking; plain = stand-in without the table",
        },
    }
    make_constants.write(data)
    with open(os.path.join(HERE, "fit-report.txt"), "w") as f:
        f.write("\n".join(report) + "\n")
    readme = os.path.join(HERE, "README.md")
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    start, end = "<!-- fit-report -->", "<!-- /fit-report -->"
    if start in text and end in text:
        block = start + "\n```\n" + "\n".join(report) + "\n```\n" + end
        text = text[: text.index(start)] + block + text[text.index(end) + len(end):]
        with open(readme, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote {standin.DATA_PATH} and fit-report.txt")


if __name__ == "__main__":
    main()
