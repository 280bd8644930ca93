"""Reference implementation of OpenAutoLayout's "system" font: an SF Pro stand-in
built from Inter Text + Inter Display (Debian fonts-inter 4.0).

Every constant comes from system-font.json beside this file (the Swift side reads
the same file). The model, step by step:

1. Shape the text with HarfBuzz using the Inter *Text* face of the weight, font
   scale = unitsPerEm, direction LTR, language "en", script guessed, HarfBuzz's
   default features except ``calt`` off. Each glyph's x_advance (design units,
   kerning included) is converted to layout units (1/1024 pt) with
   ``units(adv) = (adv * multiplier + 32768) >> 16`` where
   ``multiplier = (round_half_away(size * 1024) << 16) // unitsPerEm``, and
   belongs to the first character of its cluster.
2. Every character whose nominal Inter Text glyph is not 0 gets
   ``round_half_away(extraEm(c) * scaleUnits)`` more units, with
   ``extraEm(c) = t(s) * (D(c)/upemD - T(c)/upemT)
                 + (((tracking(s) + sizeBand(s)) + weightTerm(w, s)) + correction(c, w, s)) / 1000``
   where t(s) is SF's optical size, 0 (Text design) below 20 pt and 1 (Display) from 20 pt;
   sizeBand(s) is the fitted offset of the band fromSize <= s < toSize
   (system-font.json extra.sizeBandTracking), 0 outside every band; weightTerm(w, s) the
   fitted term of w's weight class in the design t(s) picks (extra.weightTerm); correction
   the fitted per-character table, whose displayBase part applies in the Display design only.
3. Width = sum of units, trailing white space excluded, / 1024 pt; stored width
   is that ceiled to the pixel grid. Height = size * 2444/2048 ceiled likewise.

Public API: ``width(text, size, weight, scale=None, corrections=..., bands=None)``
(corrections=None: the plain model, without the table and the size-band tracking),
``width_units(...)``, ``height(size, scale)``, ``liberation_width(...)`` (the old
baseline), ``round_to_grid(points, scale)``.
"""
import bisect
import json
import math
import os
import unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_PATH = os.path.join(HERE, "system-font.json")

with open(DATA_PATH) as _f:
    DATA = json.load(_f)

WEIGHTS = {w["uikit"]: w for w in DATA["fonts"]["weights"]}
WEIGHT_NAMES = [w["uikit"] for w in DATA["fonts"]["weights"]]
WEIGHT_CLASS = DATA["extra"]["weightClasses"]
CLASSES = ["light", "medium", "semibold", "bold"]
FEATURES = dict(DATA["shaping"]["features"])
TRACK_SIZES = [float(s) for s, _ in DATA["extra"]["tracking"]["table"]]
TRACK_VALUES = [float(v) for _, v in DATA["extra"]["tracking"]["table"]]
DISPLAY_FROM = float(DATA["extra"]["opticalSize"]["displayFrom"])
# The static SF of iOS 9-13 (extra.fontReleases): below a release's own Display switch (its
# displayFrom, else DISPLAY_FROM) the Text design with the release's static Text tracking table and
# no fitted size band; from it every term today's. Releases: "current", "iOS9to13", "iOS9to10"
# (a textTracking given as a string names the release whose table it shares).
RELEASES = {name: release for name, release in DATA["extra"]["fontReleases"].items() if isinstance(release, dict)}


def _text_table(name):
    table = RELEASES[name]["textTracking"]
    return _text_table(table.split(":")[0]) if isinstance(table, str) else table["table"]


RELEASE_TEXT_TRACKING = {name: ([float(s) for s, _ in _text_table(name)], [float(v) for _, v in _text_table(name)])
                         for name in RELEASES}
RELEASE_DISPLAY_FROM = {name: float(release.get("displayFrom", {}).get("value", DISPLAY_FROM)) for name, release in RELEASES.items()}


def static_text(size, release="current"):
    """Whether `release` draws `size` with its static Text font (below the release's Display switch)."""
    return release != "current" and size < RELEASE_DISPLAY_FROM[release]
# fitted size-band tracking: [(fromSize, toSize, value 1/1000 em)], fromSize <= s < toSize
SIZE_BANDS = [tuple(float(x) for x in band) for band in DATA["extra"].get("sizeBandTracking", [])]
LINE = DATA["line"]
DESIGNS = ["text", "display"]

# The shipped fitted terms, as one table: the correction table (base, classDeviation,
# displayBase) with the fitted weight term ({design: {class: value}}) and size bands.
# Pass corrections=None for the plain model (no fitted term at all).
FITTED = dict(DATA["correction"],
              weightTerm={d: dict(DATA["extra"]["weightTerm"][d]) for d in DESIGNS},
              sizeBandTracking=DATA["extra"].get("sizeBandTracking", []))

LIBERATION = {
    False: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    True: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
}
LIBERATION_BOLD = {"semibold", "bold", "heavy", "black"}

WHITE = set("\t\n\v\f\r")


def is_white(ch):
    return ch in WHITE or unicodedata.category(ch) in ("Zs", "Zl", "Zp")


def round_half_away(x):
    """Round half away from zero (C's round(), Swift's .toNearestOrAwayFromZero)."""
    return int(math.floor(x + 0.5)) if x >= 0 else -int(math.floor(-x + 0.5))


def round_to_grid(points, scale):
    """Ceil to the device pixel grid (what Xcode stores for a sized-to-fit frame)."""
    if not scale:
        return points
    return math.ceil(points * scale - 1e-9) / scale


class Face:
    """One font file: HarfBuzz font at scale = unitsPerEm, cmap and hmtx."""

    def __init__(self, path):
        self.path = path
        tt = TTFont(path, lazy=True)
        self.upem = tt["head"].unitsPerEm
        self.cmap = tt.getBestCmap()
        order = tt.getGlyphOrder()
        gid = {name: i for i, name in enumerate(order)}
        hmtx = tt["hmtx"].metrics
        # code point -> (glyph id, advance)
        self.nominal = {cp: (gid[name], hmtx[name][0]) for cp, name in self.cmap.items()}
        tt.close()
        with open(path, "rb") as f:
            blob = hb.Blob(f.read())
        self.hb_face = hb.Face(blob)
        self.hb_font = hb.Font(self.hb_face)
        self.hb_font.scale = (self.upem, self.upem)

    def glyph(self, cp):
        return self.nominal.get(cp, (0, 0))[0]

    def advance(self, cp):
        return self.nominal.get(cp, (0, 0))[1]

    def shape(self, text, features):
        """[(cluster, x_advance)] in design units, LTR, language en."""
        if not text:
            return []
        buf = hb.Buffer()
        buf.add_codepoints([ord(c) for c in text])  # clusters = scalar indices
        buf.direction = "ltr"
        buf.language = "en"
        buf.guess_segment_properties()
        hb.shape(self.hb_font, buf, features)
        return [(info.cluster, pos.x_advance) for info, pos in zip(buf.glyph_infos, buf.glyph_positions)]


_faces = {}


def face(path):
    f = _faces.get(path)
    if f is None:
        f = _faces[path] = Face(path)
    return f


def text_face(weight):
    return face(WEIGHTS[weight]["text"])


def display_face(weight):
    return face(WEIGHTS[weight]["display"])


def scale_units(size):
    return round_half_away(size * 1024)


def multiplier(size, upem):
    return (scale_units(size) << 16) // upem


def design_to_units(adv, mult):
    return (adv * mult + 32768) >> 16


# None: the shipped switch at DISPLAY_FROM. (from, to): a trial of fit_system_font.py --blend, the
# advances moving linearly from Text at `from` to Display at `to` (the variable SF's optical size,
# WWDC 2020 "The details of UI typography": 17 to 28 pt); the fitted terms keep design(size).
BLEND_RANGE = None


def blend(size):
    """t(s): SF's optical size, 0 (Text design) below 20 pt, 1 (Display design) from 20 pt
    (or linear over BLEND_RANGE in a trial)."""
    if BLEND_RANGE is not None:
        lo, hi = BLEND_RANGE
        return min(1.0, max(0.0, (size - lo) / (hi - lo)))
    return 1.0 if size >= DISPLAY_FROM else 0.0


def design(size, release="current"):
    """"text" or "display": the design whose fitted terms apply (Display from DISPLAY_FROM, or
    from the release's own switch)."""
    return "text" if static_text(size, release) else ("display" if size >= DISPLAY_FROM else "text")


def tracking(size, release="current"):
    """SF Pro tracking (1/1000 em), linear between the table's sizes, clamped; `release`
    "iOS9to13" or "iOS9to10" reads the static SF Text table below its Display switch."""
    sizes, values = TRACK_SIZES, TRACK_VALUES
    if static_text(size, release):
        sizes, values = RELEASE_TEXT_TRACKING[release]
    if size <= sizes[0]:
        return values[0]
    if size >= sizes[-1]:
        return values[-1]
    i = bisect.bisect_right(sizes, size)  # sizes[i-1] <= size < sizes[i]
    s0, s1 = sizes[i - 1], sizes[i]
    v0, v1 = values[i - 1], values[i]
    return v0 + (v1 - v0) * (size - s0) / (s1 - s0)


def release_size_band_tracking(size, release="current"):
    """The shipped size band of `release`: none below its Display switch for the static SF of iOS 9-13."""
    if static_text(size, release):
        return 0.0
    return size_band_tracking(size)


def size_band_tracking(size, bands=None):
    """Fitted tracking offset (1/1000 em) at `size`: in the first segment [fromSize, toSize,
    fromValue, toValue] with fromSize <= size < toSize, fromValue + (toValue - fromValue) *
    (size - fromSize) / (toSize - fromSize) (a constant band has fromValue == toValue); 0 outside
    every segment. `bands` defaults to the shipped ones (system-font.json extra.sizeBandTracking)."""
    for lo, hi, a, b in (SIZE_BANDS if bands is None else bands):
        if lo <= size < hi:
            return a + (b - a) * (size - lo) / (hi - lo)
    return 0.0


def weight_term(weight, size, corrections=None, release="current"):
    """Fitted weight term (1/1000 em per character) of `weight`'s class in the design of `size`;
    0 for the light class (regular and lighter) and without a table. `corrections` defaults to
    the shipped table."""
    table = FITTED if corrections is None else corrections
    cls = WEIGHT_CLASS[weight]
    if cls == "light":
        return 0.0
    return float(table["weightTerm"][design(size, release)].get(cls, 0.0))


def correction(ch, weight, corrections, size=None, release="current"):
    """Fitted per-character term (1/1000 em); 0 without a table. `size` picks the design: from
    20 pt the Display design's displayBase term adds (None: the Text design)."""
    if not corrections:
        return 0.0
    cls = WEIGHT_CLASS[weight]
    v = corrections["base"].get(ch, 0.0)
    if cls != "light":
        v += corrections["classDeviation"][cls].get(ch, 0.0)
    if size is not None and design(size, release) == "display":
        v += corrections.get("displayBase", {}).get(ch, 0.0)
    return v


class Prepared:
    """Everything of (text, size, weight) that does not depend on the fitted terms:
    per character the HarfBuzz units it owns, whether it has a glyph, its blend part
    t(s) * (D/upemD - T/upemT), plus tracking(s) and scaleUnits (the fitted terms are not)."""

    __slots__ = ("text", "size", "weight", "cls", "su", "hb_units", "has_glyph", "blend_part", "track", "release")

    def __init__(self, text, size, weight, features=None, release="current"):
        tf = text_face(weight)
        df = display_face(weight)
        self.text, self.size, self.weight = text, size, weight
        self.cls = WEIGHT_CLASS[weight]
        self.su = scale_units(size)
        mult = multiplier(size, tf.upem)
        self.hb_units = [0] * len(text)
        for cluster, adv in tf.shape(text, FEATURES if features is None else features):
            self.hb_units[cluster] += design_to_units(adv, mult)
        t = 0.0 if static_text(size, release) else blend(size)
        self.track = tracking(size, release)
        self.release = release
        self.has_glyph = []
        self.blend_part = []
        for ch in text:
            cp = ord(ch)
            g = tf.glyph(cp) != 0
            self.has_glyph.append(g)
            if g:
                T = tf.advance(cp)
                D = df.advance(cp) if df.glyph(cp) != 0 else 0
                self.blend_part.append(t * (D / df.upem - T / tf.upem))
            else:
                self.blend_part.append(0.0)

    def char_units(self, corrections=FITTED, bands=None):
        """bands=None: the table's own size-band tracking, none without a table
        (corrections=None is the plain model: no fitted term at all)."""
        if bands is None:
            bands = corrections.get("sizeBandTracking", ()) if corrections else ()
        wterm = weight_term(self.weight, self.size, corrections, self.release) if corrections else 0.0
        # (tracking(s) + sizeBandTracking(s)) + weightTerm(w, s), in this order
        band = 0.0 if static_text(self.size, self.release) else size_band_tracking(self.size, bands)
        shared = (self.track + band) + wterm
        units = list(self.hb_units)
        for i, ch in enumerate(self.text):
            if self.has_glyph[i]:
                extra_em = self.blend_part[i] + (shared + correction(ch, self.weight, corrections, self.size, self.release)) / 1000
                units[i] += round_half_away(extra_em * self.su)
        return units

    def width_units(self, corrections=FITTED, bands=None):
        return sum(self.char_units(corrections, bands)[: visible_length(self.text)])


def char_units(text, size, weight, corrections=FITTED, features=None, bands=None):
    """Layout units (1/1024 pt) owned by each character of `text` (list of ints).
    `features` overrides the shaping features (only for measure_features.py);
    `bands` the size-band tracking (None: shipped with a table, none without)."""
    return Prepared(text, size, weight, features).char_units(corrections, bands)


def visible_length(text):
    """Length of `text` without its trailing run of white space."""
    n = len(text)
    while n > 0 and is_white(text[n - 1]):
        n -= 1
    return n


def width_units(text, size, weight="regular", corrections=FITTED, features=None, bands=None):
    """The line's width in layout units (1/1024 pt), trailing white space excluded."""
    units = char_units(text, size, weight, corrections, features, bands)
    return sum(units[: visible_length(text)])


def width(text, size, weight="regular", scale=None, corrections=FITTED, features=None, bands=None):
    """Width in points; unrounded when scale is None/0, else ceiled to the pixel grid."""
    w = width_units(text, size, weight, corrections, features, bands) / 1024
    return round_to_grid(w, scale) if scale else w


def height(size, scale=None):
    """Single-line label height: size * 2444/2048 (SF Pro ascender 1950 + descender 494)."""
    upem = LINE["unitsPerEm"]
    h = size * (LINE["ascender"] - LINE["descender"] + LINE["lineGap"]) / upem
    return round_to_grid(h, scale) if scale else h


def baseline(size):
    return size * LINE["ascender"] / LINE["unitsPerEm"]


def liberation_width(text, size, weight="regular", scale=None):
    """The old baseline: Liberation Sans (bold face from semibold up), HarfBuzz
    defaults, no tracking, same unit conversion and trailing-space rule."""
    f = face(LIBERATION[weight in LIBERATION_BOLD])
    mult = multiplier(size, f.upem)
    units = [0] * len(text)
    for cluster, adv in f.shape(text, {}):
        units[cluster] += design_to_units(adv, mult)
    w = sum(units[: visible_length(text)]) / 1024
    return round_to_grid(w, scale) if scale else w
