#!/usr/bin/env python3
"""Measure every text of ``corpus.jsonl`` with Pango and write the reference answers.

Writes, next to this file (or into --outdir):

* ``reference.jsonl``     -- one line per corpus line, same order: the lines Pango
  makes (ranges in Unicode scalars, widths without trailing whitespace, fonts),
  Pango's layout height, and the heights/baselines under the project's
  line-height rule (hhea ascender + |descender| + lineGap of the label's font,
  whatever fallback font draws the line; until 2026-11-29 of the tallest font).
* ``reference-meta.json`` -- versions, settings, font metrics, counts, and the
  ids whose texts contain characters none of the fonts has (drawn by Pango as
  hex boxes, whose widths are Pango's own).
* ``fonts.md``            -- per-font metrics and where each font keeps its
  kerning (legacy 'kern' table, GPOS PairPos), read with fontTools.

Pango is locked to exactly four font faces (Liberation Sans Regular/Bold and
Noto Sans CJK SC Regular/Bold, face 2 of the .ttc collections) through a private
fonts.conf given in FONTCONFIG_FILE; the font of every glyph run is checked
against that list, and the script stops on anything else.  Glyph-position
rounding, hinting of metrics and hyphenation are off; sizes are absolute.
README.md in this folder explains the data and every rule used here.

Usage (Debian 12; see README.md):
    apt-get install fonts-liberation2 fonts-noto-cjk fontconfig python3-gi \\
        python3-gi-cairo gir1.2-pango-1.0 python3-venv
    /usr/bin/python3 -m venv --system-site-packages /tmp/textref-venv
    /tmp/textref-venv/bin/pip install -r Datasets/text/requirements.txt
    /tmp/textref-venv/bin/python Datasets/text/generate_reference.py

The output depends only on the corpus, the font files and the library versions
(recorded in reference-meta.json): re-running gives byte-identical files.
"""

import argparse
import ctypes
import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from fractions import Fraction

import fontTools
from fontTools.ttLib import TTFont, TTCollection

# ---------------------------------------------------------------------------
# The fonts. "system" = Liberation Sans with Noto Sans CJK SC as fallback.
# ---------------------------------------------------------------------------

LIBERATION_DIR = "/usr/share/fonts/truetype/liberation2"
NOTO_CJK_DIR = "/usr/share/fonts/opentype/noto"

FONTS = [
    # (PostScript name, file, face index, weight)
    ("LiberationSans", LIBERATION_DIR + "/LiberationSans-Regular.ttf", 0, "regular"),
    ("LiberationSans-Bold", LIBERATION_DIR + "/LiberationSans-Bold.ttf", 0, "bold"),
    ("NotoSansCJKsc-Regular", NOTO_CJK_DIR + "/NotoSansCJK-Regular.ttc", 2, "regular"),
    ("NotoSansCJKsc-Bold", NOTO_CJK_DIR + "/NotoSansCJK-Bold.ttc", 2, "bold"),
]
FAMILY_FALLBACK = "Liberation Sans, Noto Sans CJK SC"
PRIMARY_FONT = {"regular": "LiberationSans", "bold": "LiberationSans-Bold"}
ELLIPSIS = "\u2026"

# Hard line breaks, longest first so "\r\n" wins over "\r".
HARD_BREAKS = ["\r\n", "\n", "\r", "\u2028", "\u2029"]

DEBIAN_PACKAGES = [
    "libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0", "gir1.2-pango-1.0",
    "libharfbuzz0b", "libfontconfig1", "libfreetype6", "libcairo2", "libfribidi0",
    "python3-gi", "python3-gi-cairo", "python3", "fonts-liberation2", "fonts-noto-cjk",
]

# ---------------------------------------------------------------------------
# Font metrics (fontTools).
# ---------------------------------------------------------------------------


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def open_font(path, index):
    if path.endswith(".ttc"):
        return TTFont(path, fontNumber=index, lazy=True)
    return TTFont(path, lazy=True)


def face_count(path):
    if not path.endswith(".ttc"):
        return 1
    return len(TTCollection(path, lazy=True).fonts)


def kerning_summary(font):
    """Where the font keeps kerning: legacy 'kern' table and GPOS 'kern' lookups."""
    summary = {"kernTable": None, "gposKern": None}
    if "kern" in font:
        tables = []
        for sub in font["kern"].kernTables:
            tables.append({"format": sub.format, "pairs": len(getattr(sub, "kernTable", {}) or {})})
        summary["kernTable"] = {"version": font["kern"].version, "subtables": tables}
    if "GPOS" not in font:
        return summary
    gpos = font["GPOS"].table
    by_script = {}
    for record in gpos.ScriptList.ScriptRecord:
        langsys = [("dflt", record.Script.DefaultLangSys)]
        langsys += [(r.LangSysTag.strip(), r.LangSys) for r in record.Script.LangSysRecord]
        for tag, system in langsys:
            if system is None:
                continue
            for feature_index in system.FeatureIndex:
                feature = gpos.FeatureList.FeatureRecord[feature_index]
                if feature.FeatureTag == "kern":
                    key = record.ScriptTag if tag == "dflt" else record.ScriptTag + "/" + tag
                    by_script[key] = sorted(feature.Feature.LookupListIndex)
    lookups = {}
    for index in sorted({i for ids in by_script.values() for i in ids}):
        lookups[index] = describe_pair_lookup(font, gpos.LookupList.Lookup[index])
    summary["gposKern"] = {"lookupsByScript": by_script, "lookups": lookups,
                           "hanOrFullWidthFirstGlyphs": count_cjk_first_glyphs(font, gpos, lookups)}
    if summary["kernTable"] and "latn" in by_script:
        summary["kernTableMatchesGposLatn"] = compare_kern_with_gpos(font, gpos, by_script["latn"])
    return summary


CJK_RANGES = [(0x3000, 0x303F), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF)]


def count_cjk_first_glyphs(font, gpos, lookup_indices):
    """First glyphs of kerning pairs that are Han or CJK / full-width punctuation."""
    cjk_glyphs = {name for code, name in font.getBestCmap().items()
                  if any(lo <= code <= hi for lo, hi in CJK_RANGES)}
    count = 0
    for index in lookup_indices:
        for sub in pair_subtables(gpos.LookupList.Lookup[index]):
            if hasattr(sub, "Coverage"):
                count += sum(1 for glyph in sub.Coverage.glyphs if glyph in cjk_glyphs)
    return count


def pair_subtables(lookup):
    for sub in lookup.SubTable:
        if lookup.LookupType == 9:
            sub = sub.ExtSubTable
        yield sub


def describe_pair_lookup(font, lookup):
    info = {"type": lookup.LookupType, "flag": lookup.LookupFlag, "subtables": []}
    for sub in pair_subtables(lookup):
        if getattr(sub, "LookupType", lookup.LookupType) != 2:
            info["subtables"].append({"lookupType": getattr(sub, "LookupType", lookup.LookupType)})
            continue
        entry = {"format": sub.Format, "firstGlyphs": len(sub.Coverage.glyphs),
                 "valueFormat1": sub.ValueFormat1, "valueFormat2": sub.ValueFormat2}
        if sub.Format == 1:
            entry["pairs"] = sum(len(ps.PairValueRecord) for ps in sub.PairSet)
        else:
            entry["class1Count"] = sub.Class1Count
            entry["class2Count"] = sub.Class2Count
        info["subtables"].append(entry)
    return info


def gpos_pairs(gpos, lookup_indices):
    """Format-1 pair adjustments (XAdvance of the first glyph) of the given lookups."""
    pairs = {}
    for index in lookup_indices:
        lookup = gpos.LookupList.Lookup[index]
        for sub in pair_subtables(lookup):
            if getattr(sub, "Format", None) != 1 or lookup.LookupType not in (2, 9):
                continue
            for first, pair_set in zip(sub.Coverage.glyphs, sub.PairSet):
                for record in pair_set.PairValueRecord:
                    advance = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                    pairs.setdefault((first, record.SecondGlyph), advance)
    return pairs


def compare_kern_with_gpos(font, gpos, lookup_indices):
    legacy = {}
    for sub in font["kern"].kernTables:
        legacy.update(getattr(sub, "kernTable", {}) or {})
    pairs = gpos_pairs(gpos, lookup_indices)
    same = sum(1 for key, value in legacy.items() if pairs.get(key) == value)
    return {"legacyPairs": len(legacy), "gposLatnPairs": len(pairs), "identical": same,
            "allEqual": same == len(legacy) == len(pairs)}


def gsub_features(font):
    if "GSUB" not in font:
        return []
    return sorted({r.FeatureTag for r in font["GSUB"].table.FeatureList.FeatureRecord})


def read_font(ps_name, path, index, weight):
    font = open_font(path, index)
    name = font["name"].getDebugName(6)
    if name != ps_name:
        sys.exit("font check failed: %s face %d is %r, expected %r" % (path, index, name, ps_name))
    hhea, os2, head = font["hhea"], font["OS/2"], font["head"]
    cmap = font.getBestCmap()
    return {
        "postScriptName": ps_name,
        "family": font["name"].getDebugName(1),
        "weight": weight,
        "file": path,
        "faceIndex": index,
        "facesInFile": face_count(path),
        "sha256": sha256_of(path),
        "unitsPerEm": head.unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "os2": {
            "typoAscender": os2.sTypoAscender, "typoDescender": os2.sTypoDescender,
            "typoLineGap": os2.sTypoLineGap, "winAscent": os2.usWinAscent,
            "winDescent": os2.usWinDescent,
            "useTypoMetrics": bool(os2.fsSelection & (1 << 7)),
        },
        "numGlyphs": font["maxp"].numGlyphs,
        "cmapCodePoints": len(cmap),
        "outlines": "glyf (TrueType)" if "glyf" in font else "CFF",
        "gsubFeatures": gsub_features(font),
        "gposFeatures": sorted({r.FeatureTag for r in font["GPOS"].table.FeatureList.FeatureRecord})
        if "GPOS" in font else [],
        "kerning": kerning_summary(font),
        "_cmap": set(cmap),
    }


def load_fonts():
    fonts = {ps: read_font(ps, path, index, weight) for ps, path, index, weight in FONTS}
    for name in PRIMARY_FONT.values():
        # Pango shapes its ellipsis with the first font only: U+2026, or U+22EF for
        # CJK text; when that font lacks the character it uses "..." instead.
        if 0x22EF in fonts[name]["_cmap"] or 0x2026 not in fonts[name]["_cmap"]:
            sys.exit("ellipsis detection in read_ellipsized_line assumes %s has U+2026, not U+22EF" % name)
    return fonts


# ---------------------------------------------------------------------------
# fontconfig lock.
# ---------------------------------------------------------------------------


def fonts_conf(cache_dir):
    """A fonts.conf that sees exactly the four faces of FONTS and nothing else."""
    wanted_files = sorted({path for _, path, _, _ in FONTS})
    dirs = sorted({os.path.dirname(path) for path in wanted_files})
    lines = [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
        "<fontconfig>",
    ]
    lines += ["  <dir>%s</dir>" % d for d in dirs]
    lines += ["  <cachedir>%s</cachedir>" % cache_dir, "  <selectfont>", "    <rejectfont>"]
    lines += ["      <glob>%s/*</glob>" % d for d in dirs]
    for path in wanted_files:
        keep = {index for _, p, index, _ in FONTS if p == path}
        for index in range(face_count(path)):
            if index not in keep:
                lines.append(
                    '      <pattern><patelt name="file"><string>%s</string></patelt>'
                    '<patelt name="index"><int>%d</int></patelt></pattern>' % (path, index))
    lines += ["    </rejectfont>", "    <acceptfont>"]
    lines += ["      <glob>%s</glob>" % path for path in wanted_files]
    lines += ["    </acceptfont>", "  </selectfont>", "</fontconfig>", ""]
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# Pango.
# ---------------------------------------------------------------------------


class Pango_:
    """Holds the gi modules; imported only after FONTCONFIG_FILE is set."""

    def __init__(self):
        import gi
        gi.require_version("Pango", "1.0")
        gi.require_version("PangoCairo", "1.0")
        gi.require_version("PangoFc", "1.0")
        from gi.repository import Pango, PangoCairo, PangoFc  # noqa: F401  (PangoFc: font patterns)
        import cairo
        self.gi, self.Pango, self.PangoCairo, self.cairo = gi, Pango, PangoCairo, cairo
        self.hb = ctypes.CDLL("libharfbuzz.so.0")
        self.hb.hb_version_string.restype = ctypes.c_char_p
        self.fc = ctypes.CDLL("libfontconfig.so.1")
        self.fc.FcPatternGetString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                               ctypes.POINTER(ctypes.c_char_p)]
        self.fc.FcPatternGetInteger.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                                ctypes.POINTER(ctypes.c_int)]
        self.fc.FcGetVersion.restype = ctypes.c_int


class Measurer:
    """Pango layouts with the fixed settings, and the checks on the fonts used."""

    def __init__(self, pango, fonts):
        self.p = pango
        self.fonts = fonts
        self.by_file = {(f["file"], f["faceIndex"]): ps for ps, f in fonts.items()}
        Pango, PangoCairo, cairo = pango.Pango, pango.PangoCairo, pango.cairo
        self.font_map = PangoCairo.FontMap.new()
        self.context = Pango.Context()
        self.context.set_font_map(self.font_map)
        self.context.set_language(Pango.Language.from_string("en-us"))
        self.context.set_round_glyph_positions(False)
        options = cairo.FontOptions()
        options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        options.set_hint_style(cairo.HINT_STYLE_NONE)
        options.set_antialias(cairo.ANTIALIAS_GRAY)
        PangoCairo.context_set_font_options(self.context, options)
        self.check_font_map()
        self.ellipsis_cache = {}

    # -- fonts ------------------------------------------------------------

    def check_font_map(self):
        """fontconfig must list exactly the four faces; Pango adds only synthetic ones."""
        listed = subprocess.run(["fc-list", "--format", "%{file}:%{index}\\n"],
                                capture_output=True, text=True, check=True).stdout.split()
        expected = sorted("%s:%d" % key for key in self.by_file)
        if sorted(listed) != expected:
            sys.exit("fontconfig lock failed: fc-list shows %s" % sorted(listed))
        real = set()
        for family in self.font_map.list_families():
            if family.get_name() not in ("Liberation Sans", "Noto Sans CJK SC"):
                continue  # Pango's alias families (Sans, Serif, Monospace, System-ui)
            for face in family.list_faces():
                if not face.is_synthesized():
                    real.add((family.get_name(), face.get_face_name()))
        wanted = {("Liberation Sans", "Regular"), ("Liberation Sans", "Bold"),
                  ("Noto Sans CJK SC", "Regular"), ("Noto Sans CJK SC", "Bold")}
        if real != wanted:
            sys.exit("fontconfig lock failed: Pango sees %s" % sorted(real))

    def font_name(self, font):
        """PostScript name of a Pango font, checked against the locked files."""
        pattern = font.props.pattern
        path, index, ps = ctypes.c_char_p(), ctypes.c_int(), ctypes.c_char_p()
        fc = self.p.fc
        ok = (fc.FcPatternGetString(pattern, b"file", 0, ctypes.byref(path)) == 0
              and fc.FcPatternGetInteger(pattern, b"index", 0, ctypes.byref(index)) == 0
              and fc.FcPatternGetString(pattern, b"postscriptname", 0, ctypes.byref(ps)) == 0)
        if not ok:
            sys.exit("cannot read the fontconfig pattern of a Pango font")
        key = (path.value.decode(), index.value)
        name = self.by_file.get(key)
        if name is None or name != ps.value.decode():
            sys.exit("Pango used an unexpected font: %s face %d (%s)" % (key[0], key[1], ps.value))
        return name

    def description(self, size, weight):
        Pango = self.p.Pango
        desc = Pango.FontDescription.from_string(FAMILY_FALLBACK)
        desc.set_absolute_size(size * Pango.SCALE)
        desc.set_weight(Pango.Weight.BOLD if weight == "bold" else Pango.Weight.NORMAL)
        return desc

    # -- layouts ----------------------------------------------------------

    def layout(self, text, width, size, weight, max_lines=0):
        Pango = self.p.Pango
        layout = Pango.Layout.new(self.context)
        layout.set_font_description(self.description(size, weight))
        attrs = Pango.AttrList()
        attrs.insert(Pango.attr_insert_hyphens_new(False))
        layout.set_attributes(attrs)
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_width(-1 if width is None else round(width * Pango.SCALE))
        if max_lines:
            layout.set_height(-max_lines)
            layout.set_ellipsize(Pango.EllipsizeMode.END)
        layout.set_text(text, -1)
        return layout

    def ellipsis_width(self, size, weight, font_name, ellipsis):
        """Natural width of Pango's ellipsis string (Pango pads the ellipsis run
        of a truncated line to fill the width, so it is measured on its own)."""
        key = (size, weight, ellipsis)
        if key not in self.ellipsis_cache:
            layout = self.layout(ellipsis, None, size, weight)
            line = layout.get_line_readonly(0)
            runs = list(line.runs)
            names = [self.font_name(run.item.analysis.font) for run in runs]
            glyphs = sum(run.glyphs.num_glyphs for run in runs)
            self.ellipsis_cache[key] = (names, glyphs, line.get_extents()[1].width)
        names, glyphs, width = self.ellipsis_cache[key]
        if names != [font_name] or glyphs != len(ellipsis):
            sys.exit("ellipsis mismatch: %s %s vs %s" % (names, glyphs, font_name))
        return width

    def primary_font(self, size, weight):
        font = self.context.load_font(self.description(size, weight))
        return self.font_name(font)


# ---------------------------------------------------------------------------
# Offsets and whitespace.
# ---------------------------------------------------------------------------


def byte_to_char_map(text):
    """Dict mapping UTF-8 byte offsets (at character starts, and the end) to str indices."""
    mapping = {}
    offset = 0
    for index, ch in enumerate(text):
        mapping[offset] = index
        offset += len(ch.encode("utf-8"))
    mapping[offset] = len(text)
    return mapping


def char_to_byte(text, index):
    return len(text[:index].encode("utf-8"))


def is_white(ch):
    """g_unichar_isspace: Zs, Zl, Zp and the ASCII controls \\t \\n \\v \\f \\r."""
    return ch in "\t\n\x0b\x0c\r" or unicodedata.category(ch) in ("Zs", "Zl", "Zp")


def segments(text):
    """Split at hard breaks: [(start, content_end, next_start), ...]."""
    result = []
    start = index = 0
    while index < len(text):
        for brk in HARD_BREAKS:
            if text.startswith(brk, index):
                result.append((start, index, index + len(brk)))
                index += len(brk)
                start = index
                break
        else:
            index += 1
    result.append((start, len(text), len(text)))
    return result


# ---------------------------------------------------------------------------
# Lines.
# ---------------------------------------------------------------------------


class Line:
    """One line as Pango made it, in str indices of the whole text."""

    def __init__(self, start, content_end, width, fonts, pango_height):
        self.start = start              # first character
        self.content_end = content_end  # end of Pango's line (before a \n / \r\n break)
        self.end = None                 # set later: next line's start, or the text's end
        self.width = width              # Pango units, trailing whitespace excluded
        self.fonts = fonts              # PostScript names, in order of appearance
        self.pango_height = pango_height
        self.ellipsis = None            # the ellipsis string shown at the end, if any


def read_lines(measurer, layout, text, offset, size, weight):
    """Lines of a layout of `text` (a slice of the whole text starting at `offset`)."""
    b2c = byte_to_char_map(text)
    primary = measurer.primary_font(size, weight)
    lines = []
    iterator = layout.get_iter()
    while True:
        line = iterator.get_line_readonly()
        _, logical = iterator.get_line_extents()
        start = b2c[line.start_index]
        content_end = b2c[line.start_index + line.length]
        fonts = []
        for run in line.runs:
            name = measurer.font_name(run.item.analysis.font)
            if name not in fonts:
                fonts.append(name)
        if not fonts:
            fonts = [primary]  # an empty line: Pango sizes it with the primary font
        white_start = content_end
        while white_start > start and is_white(text[white_start - 1]):
            white_start -= 1
        if white_start == content_end:
            width = logical.width
        else:
            width = line.index_to_x(char_to_byte(text, white_start), False)
        lines.append(Line(start + offset, content_end + offset, width, fonts,
                          logical.height))
        if not iterator.next_line():
            break
    return lines


def read_ellipsized_line(measurer, layout, text, offset, size, weight):
    """The last line of an END-ellipsized layout: shown end and natural width."""
    b2c = byte_to_char_map(text)
    line = layout.get_line_readonly(layout.get_line_count() - 1)
    runs = list(line.runs)
    ellipsis_run = runs[-1]
    shown = runs[:-1]
    fonts = []
    width = 0
    for run in shown:
        name = measurer.font_name(run.item.analysis.font)
        if name not in fonts:
            fonts.append(name)
        width += run.glyphs.get_width()
    ellipsis_font = measurer.font_name(ellipsis_run.item.analysis.font)
    if ellipsis_font not in fonts:
        fonts.append(ellipsis_font)
    # Pango draws U+2026, or for a gap that starts in CJK text U+22EF, which the
    # primary font lacks (checked in load_fonts), so it falls back to "...".
    ellipsis = {1: ELLIPSIS, 3: "..."}.get(ellipsis_run.glyphs.num_glyphs)
    if ellipsis is None:
        sys.exit("unexpected ellipsis of %d glyphs" % ellipsis_run.glyphs.num_glyphs)
    width += measurer.ellipsis_width(size, weight, ellipsis_font, ellipsis)
    gap_start = b2c[ellipsis_run.item.offset]
    if ellipsis_run.item.offset + ellipsis_run.item.length != line.start_index + line.length:
        sys.exit("ellipsis run is not at the end of the line")
    _, logical = line.get_extents()
    result = Line(b2c[line.start_index] + offset, gap_start + offset, width, fonts, logical.height)
    result.ellipsis = ellipsis
    return result


def same_ranges(a, b):
    return [(x.start, x.content_end) for x in a] == [(x.start, x.content_end) for x in b]


def truncate(measurer, entry, full_lines):
    """Lines shown with numberOfLines = N when the full layout has more than N lines."""
    text, width, size, weight, count = (entry["text"], entry["width"], entry["font"]["size"],
                                        entry["font"]["weight"], entry["lines"])
    kept = full_lines[:count - 1]
    nth = full_lines[count - 1]
    following = full_lines[count]
    seg = next(s for s in segments(text) if s[0] <= nth.start <= s[1])
    seg_start, seg_end, _ = seg
    in_segment = [ln for ln in full_lines[:count] if ln.start >= seg_start]
    k = len(in_segment)
    if following.start < seg[2]:
        # The N-th line wraps inside its segment: Pango's own tail ellipsization.
        piece = text[seg_start:seg_end]
        how = "wrapped"
    else:
        # The N-th line ends at a hard break: put the ellipsis after that line's
        # text (a U+2028 that Pango keeps on the line is cut off first); if the
        # result does not fit, Pango ellipsizes it.
        piece = text[seg_start:seg_end] + ELLIPSIS
        how = "hard break"
    layout = measurer.layout(piece, width, size, weight, max_lines=k)
    sub_lines = read_lines(measurer, layout, piece, seg_start, size, weight)
    if len(sub_lines) != k or not same_ranges(sub_lines[:-1], in_segment[:-1]):
        sys.exit("%s: relayout of the truncated segment does not match" % entry["id"])
    if layout.is_ellipsized():
        last = read_ellipsized_line(measurer, layout, piece, seg_start, size, weight)
        last.content_end = min(last.content_end, seg_end)
    else:
        if how == "wrapped":
            sys.exit("%s: expected Pango to ellipsize the %d-th line" % (entry["id"], count))
        last = sub_lines[-1]
        last.content_end = min(seg_end, nth.content_end)
        last.ellipsis = ELLIPSIS
    last.end = last.content_end
    for line, nxt in zip(kept, kept[1:] + [last]):
        line.end = nxt.start
    return kept + [last], how


# ---------------------------------------------------------------------------
# The line-height rule.
# ---------------------------------------------------------------------------


def rule_metrics(fonts, weight, size):
    """(line height, ascender) of a line under the project's rule, as Fractions: the label's
    font's (the primary font of its weight), whichever fonts draw the line (Interface Builder
    stores Chinese, Korean and Japanese labels at the label font's line: docs/text.md)."""
    font = fonts[PRIMARY_FONT[weight]]
    hhea, upem = font["hhea"], font["unitsPerEm"]
    return (Fraction(hhea["ascender"] + abs(hhea["descender"]) + hhea["lineGap"], upem) * size,
            Fraction(hhea["ascender"], upem) * size)


def pango_expected_height(fonts, names, size):
    """What Pango's line height should be: max ascent + max descent (no line gap)."""
    ascent = max(Fraction(fonts[n]["hhea"]["ascender"], fonts[n]["unitsPerEm"]) for n in names)
    descent = max(Fraction(abs(fonts[n]["hhea"]["descender"]), fonts[n]["unitsPerEm"]) for n in names)
    return (ascent + descent) * size


def units(value):
    """Pango units (1/1024 pt) to points; exact in binary floating point."""
    return value / 1024


def measure(measurer, fonts, entry, stats):
    text = entry["text"]
    size, weight = entry["font"]["size"], entry["font"]["weight"]
    record = {"id": entry["id"]}
    if text == "":
        record.update({"lines": [], "width": 0, "height": 0, "ruleHeight": 0,
                       "firstBaseline": 0, "lastBaseline": 0, "truncated": False})
        return record, {}
    layout = measurer.layout(text, entry["width"], size, weight)
    lines = read_lines(measurer, layout, text, 0, size, weight)
    for line, nxt in zip(lines, lines[1:]):
        line.end = nxt.start
    lines[-1].end = len(text)
    truncated, how = False, None
    if entry["lines"] and len(lines) == entry["lines"] + 1 and lines[-1].start == len(text):
        # Only the empty line after a trailing hard break is over the limit: no
        # text is cut, so drop that line and show no ellipsis.
        lines = lines[:-1]
        lines[-1].end = len(text)
        how = "trailing break dropped"
        stats["numberOfLines drops only the empty last line"] += 1
    elif entry["lines"] and len(lines) > entry["lines"]:
        lines, how = truncate(measurer, entry, lines)
        truncated = True
    else:
        if sum(line.pango_height for line in lines) != layout.get_extents()[1].height:
            sys.exit("%s: line heights do not add up to the layout height" % entry["id"])
    check_lines(entry, lines, truncated, fonts, size, weight, stats)
    rule_total = Fraction(0)
    baselines = []
    out_lines = []
    for line in lines:
        height, ascent = rule_metrics(fonts, weight, size)
        baselines.append(rule_total + ascent)
        rule_total += height
        out_lines.append({"start": line.start, "end": line.end, "width": units(line.width),
                          "fonts": line.fonts})
    record.update({
        "lines": out_lines,
        "width": max(units(line.width) for line in lines),
        "height": units(sum(line.pango_height for line in lines)),
        "ruleHeight": float(rule_total),
        "firstBaseline": float(baselines[0]),
        "lastBaseline": float(baselines[-1]),
        "truncated": truncated,
    })
    return record, {"how": how, "ellipsis": lines[-1].ellipsis}


def check_lines(entry, lines, truncated, fonts, size, weight, stats):
    """Consistency checks: tiling, fonts of the right weight, Pango heights vs hhea."""
    text = entry["text"]
    if lines[0].start != 0:
        sys.exit("%s: first line does not start at 0" % entry["id"])
    for line, nxt in zip(lines, lines[1:]):
        if line.end != nxt.start:
            sys.exit("%s: lines do not tile the text" % entry["id"])
    if not truncated and lines[-1].end != len(text):
        sys.exit("%s: lines do not cover the text" % entry["id"])
    allowed = {ps for ps, f in fonts.items() if f["weight"] == weight}
    for line in lines:
        if not set(line.fonts) <= allowed:
            sys.exit("%s: font of the wrong weight: %s" % (entry["id"], line.fonts))
        expected = pango_expected_height(fonts, line.fonts, size)
        if abs(Fraction(line.pango_height, 1024) - expected) > Fraction(3, 1024):
            if missing_glyph_chars(text[line.start:line.end], fonts, weight):
                # A line of hex boxes only: Pango gives it the hex box's height.
                stats["lines whose Pango height is a hex box's"] += 1
                continue
            sys.exit("%s: Pango line height %s differs from hhea %s" % (
                entry["id"], line.pango_height / 1024, float(expected)))


# ---------------------------------------------------------------------------
# Meta data and fonts.md.
# ---------------------------------------------------------------------------


IGNORABLE = {"\u200d", "\ufe0e", "\ufe0f", "\u200b", "\u200c", "\u2060"}


def missing_glyph_chars(text, fonts, weight):
    """Characters none of the fonts of this weight maps (Pango draws hex boxes)."""
    cmaps = [f["_cmap"] for f in fonts.values() if f["weight"] == weight]
    missing = []
    for ch in text:
        if ch in IGNORABLE or ch in "\n\r\u2028\u2029":
            continue
        if not any(ord(ch) in cmap for cmap in cmaps):
            missing.append(ch)
    return missing


def dpkg_versions():
    versions = {}
    for package in DEBIAN_PACKAGES:
        try:
            out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                                 capture_output=True, text=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError):
            out = None
        versions[package] = out
    return versions


def library_versions(pango):
    fc_version = pango.fc.FcGetVersion()
    return {
        "pango": pango.Pango.version_string(),
        "harfbuzz": pango.hb.hb_version_string().decode(),
        "fontconfig": "%d.%d.%d" % (fc_version // 10000, fc_version // 100 % 100, fc_version % 100),
        "cairo": pango.cairo.cairo_version_string(),
        "pycairo": pango.cairo.version,
        "pygobject": ".".join(str(x) for x in pango.gi.version_info),
        "python": platform.python_version(),
        "fonttools": fontTools.version,
        "debianPackages": dpkg_versions(),
    }


def public_font_info(font):
    return {k: v for k, v in font.items() if not k.startswith("_")}


def write_fonts_md(path, fonts):
    out = ["# Fonts used by the text reference data", "",
           "Generated by `generate_reference.py` from the font files with fontTools; do not edit.",
           "Heights in font units; multiply by size / unitsPerEm for points.", ""]
    out += ["| | " + " | ".join(fonts) + " |", "|---|" + "---|" * len(fonts)]

    def row(label, getter):
        out.append("| %s | %s |" % (label, " | ".join(str(getter(f)) for f in fonts.values())))

    row("file", lambda f: "`%s`" % f["file"])
    row("face index", lambda f: "%d of %d" % (f["faceIndex"], f["facesInFile"]))
    row("family", lambda f: f["family"])
    row("sha256", lambda f: "`%s…`" % f["sha256"][:16])
    row("unitsPerEm", lambda f: f["unitsPerEm"])
    row("hhea ascender / descender / lineGap",
        lambda f: "%d / %d / %d" % (f["hhea"]["ascender"], f["hhea"]["descender"], f["hhea"]["lineGap"]))
    row("OS/2 typo ascender / descender / lineGap",
        lambda f: "%d / %d / %d" % (f["os2"]["typoAscender"], f["os2"]["typoDescender"], f["os2"]["typoLineGap"]))
    row("OS/2 winAscent / winDescent", lambda f: "%d / %d" % (f["os2"]["winAscent"], f["os2"]["winDescent"]))
    row("USE_TYPO_METRICS (fsSelection bit 7)", lambda f: f["os2"]["useTypoMetrics"])
    row("line height rule (asc + abs(desc) + gap) / upem",
        lambda f: "%.6f em" % ((f["hhea"]["ascender"] - f["hhea"]["descender"] + f["hhea"]["lineGap"]) / f["unitsPerEm"]))
    row("Pango line height (asc + abs(desc)) / upem",
        lambda f: "%.6f em" % ((f["hhea"]["ascender"] - f["hhea"]["descender"]) / f["unitsPerEm"]))
    row("glyphs (maxp)", lambda f: f["numGlyphs"])
    row("code points in cmap", lambda f: f["cmapCodePoints"])
    row("outlines", lambda f: f["outlines"])
    row("GSUB features", lambda f: ", ".join(f["gsubFeatures"]))
    row("GPOS features", lambda f: ", ".join(f["gposFeatures"]))
    row("legacy 'kern' table", lambda f: kern_table_text(f["kerning"]))
    row("GPOS 'kern' lookups (latn)", lambda f: gpos_latn_text(f["kerning"]))
    out += ["", "## Where the kerning lives", ""]
    for name, font in fonts.items():
        out.append("### %s" % name)
        out.append("")
        kerning = font["kerning"]
        out.append("- legacy `kern` table: %s" % kern_table_text(kerning))
        gpos = kerning.get("gposKern")
        if gpos:
            scripts = {}
            for script, ids in gpos["lookupsByScript"].items():
                scripts.setdefault(tuple(ids), []).append(script)
            for ids, names in sorted(scripts.items()):
                out.append("- GPOS `kern` for %s: lookups %s" % (", ".join(sorted(names)), list(ids)))
            for index, info in gpos["lookups"].items():
                out.append("  - lookup %d: type %d, flag %d, %s" % (
                    index, info["type"], info["flag"],
                    "; ".join(subtable_text(s) for s in info["subtables"])))
        if gpos:
            out.append("- first glyphs of kerning pairs that are Han or CJK/full-width punctuation"
                       " (U+3000–303F, U+3400–4DBF, U+4E00–9FFF, U+F900–FAFF, U+FF00–FFEF): %d"
                       % gpos["hanOrFullWidthFirstGlyphs"])
        match = kerning.get("kernTableMatchesGposLatn")
        if match:
            out.append("- legacy `kern` pairs identical to the GPOS latn pairs: %d of %d (GPOS latn has %d)%s" % (
                match["identical"], match["legacyPairs"], match["gposLatnPairs"],
                " — the same table" if match["allEqual"] else ""))
        out.append("")
    out += [
        "HarfBuzz (and so Pango) applies the GPOS `kern` feature and ignores the legacy",
        "`kern` table when GPOS has a `kern` feature. For Liberation Sans the Latin/Greek/Cyrillic",
        "kerning is one PairPos format-1 lookup (individual glyph pairs, XAdvance of the",
        "first glyph, IgnoreMarks) whose pairs are exactly the legacy `kern` table's format-0",
        "pairs, so a fast path may read either. Pairs include the space glyph (e.g. space+A),",
        "so kerning crosses word boundaries. Liberation Sans has no default ligatures",
        "(GSUB has only ccmp, dlig, subs, sups): summing advances plus kerning reproduces",
        "HarfBuzz for Latin text. Noto Sans CJK SC kerns kana and its own proportional",
        "Latin/Greek/Cyrillic glyphs (Latin is set in Liberation Sans here); the count",
        "above says whether any Han character or CJK/full-width punctuation starts a pair.",
        "",
    ]
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(out))


def kern_table_text(kerning):
    table = kerning.get("kernTable")
    if not table:
        return "none"
    return "version %s, " % table["version"] + ", ".join(
        "format %d with %d pairs" % (s["format"], s["pairs"]) for s in table["subtables"])


def gpos_latn_text(kerning):
    gpos = kerning.get("gposKern")
    if not gpos:
        return "none"
    ids = gpos["lookupsByScript"].get("latn") or gpos["lookupsByScript"].get("DFLT") or []
    return "; ".join("lookup %d: %s" % (i, "; ".join(subtable_text(s) for s in gpos["lookups"][i]["subtables"]))
                     for i in ids)


def subtable_text(sub):
    if "format" not in sub:
        return "lookup type %d" % sub["lookupType"]
    if sub["format"] == 1:
        return "PairPos format 1, %d pairs over %d first glyphs" % (sub["pairs"], sub["firstGlyphs"])
    return "PairPos format 2 (classes %d x %d) over %d first glyphs" % (
        sub["class1Count"], sub["class2Count"], sub["firstGlyphs"])


# ---------------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------------


def to_json_line(record):
    line = json.dumps(record, ensure_ascii=False)
    for ch in ("\u2028", "\u2029", "\u0085"):
        line = line.replace(ch, "\\u%04x" % ord(ch))
    return line


def read_corpus(path):
    entries = []
    with open(path, encoding="utf-8", newline="") as handle:
        for raw in handle.read().split("\n"):
            if raw.strip():
                entries.append(json.loads(raw))
    return entries


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=os.path.join(here, "corpus.jsonl"))
    parser.add_argument("--outdir", default=here)
    args = parser.parse_args()

    started = time.monotonic()
    fonts = load_fonts()
    entries = read_corpus(args.corpus)
    with tempfile.TemporaryDirectory(prefix="textref-fc-") as workdir:
        conf_path = os.path.join(workdir, "fonts.conf")
        cache_dir = os.path.join(workdir, "cache")
        os.makedirs(cache_dir)
        with open(conf_path, "w", encoding="utf-8") as handle:
            handle.write(fonts_conf(cache_dir))
        os.environ["FONTCONFIG_FILE"] = conf_path
        os.environ.pop("FONTCONFIG_PATH", None)
        os.environ["PANGO_LANGUAGE"] = "en-us"
        os.environ.pop("LANGUAGE", None)
        os.environ["LC_ALL"] = "C.UTF-8"
        pango = Pango_()
        measurer = Measurer(pango, fonts)
        records, stats = [], Counter()
        missing, ellipses = {}, {}
        for entry in entries:
            record, info = measure(measurer, fonts, entry, stats)
            records.append(record)
            collect_stats(stats, entry, record, info)
            if record["truncated"]:
                ellipses[entry["id"]] = info["ellipsis"]
            chars = missing_glyph_chars(entry["text"], fonts, entry["font"]["weight"])
            if chars:
                missing[entry["id"]] = "".join(sorted(set(chars)))
        versions = library_versions(pango)

    with open(os.path.join(args.outdir, "reference.jsonl"), "w", encoding="utf-8", newline="\n") as handle:
        for record in records:
            handle.write(to_json_line(record) + "\n")
    meta = build_meta(fonts, versions, stats, missing, ellipses, len(records))
    with open(os.path.join(args.outdir, "reference-meta.json"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(json.dumps(meta, ensure_ascii=False, indent=2) + "\n")
    write_fonts_md(os.path.join(args.outdir, "fonts.md"), fonts)
    print("measured %d texts in %.1f s" % (len(records), time.monotonic() - started))
    for key in sorted(stats):
        print("  %s: %d" % (key, stats[key]))
    print("  texts with characters no font has: %d" % len(missing))


def collect_stats(stats, entry, record, info):
    stats["category " + entry["id"].split("-")[0]] += 1
    stats["lines total"] += len(record["lines"])
    if len(record["lines"]) > 1:
        stats["texts with 2+ lines"] += 1
    if record["truncated"]:
        stats["truncated, last shown line %s" % {"wrapped": "wraps (Pango ellipsizes it)",
                                                  "hard break": "ends at a hard break"}[info["how"]]] += 1
        stats["truncated, ellipsis %r" % info["ellipsis"]] += 1
    if entry["width"] is None:
        stats["width null"] += 1
    if entry["lines"]:
        stats["numberOfLines %d" % entry["lines"]] += 1
    stats["weight " + entry["font"]["weight"]] += 1
    used = {name for line in record["lines"] for name in line["fonts"]}
    if any(n.startswith("Noto") for n in used):
        stats["texts using Noto Sans CJK SC"] += 1
    if any(len(line["fonts"]) > 1 for line in record["lines"]):
        stats["texts with a line mixing two fonts"] += 1


def build_meta(fonts, versions, stats, missing, ellipses, count):
    return {
        "description": "Pango reference for Datasets/text/corpus.jsonl; see README.md",
        "records": count,
        "versions": versions,
        "settings": {
            "fontFamily": FAMILY_FALLBACK,
            "fontconfig": "private fonts.conf (FONTCONFIG_FILE) listing only the four faces below",
            "fontMap": "PangoCairo (FreeType/fontconfig)",
            "roundGlyphPositions": False,
            "cairoHintMetrics": "off",
            "cairoHintStyle": "none",
            "insertHyphens": False,
            "absoluteSize": True,
            "wrap": "WORD_CHAR",
            "widthNull": "set_width(-1): no wrapping, lines only at hard breaks",
            "ellipsize": "END, height -k on the segment holding the last shown line",
            "language": "en-us (context and PANGO_LANGUAGE)",
            "pangoUnitsPerPoint": 1024,
        },
        "fonts": {name: public_font_info(font) for name, font in fonts.items()},
        "stats": dict(sorted(stats.items())),
        "idsWithMissingGlyphs": dict(sorted(missing.items())),
        "ellipsisOfTruncatedIds": dict(sorted(ellipses.items())),
    }


if __name__ == "__main__":
    main()
