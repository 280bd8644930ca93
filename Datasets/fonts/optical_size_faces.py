"""Faces whose optical size follows the point size, for `try_error_shapes.py --face` (a trial, never
written to system-font.json).

SF Pro on iOS 14 and later is a variable font whose optical size moves with the point size (WWDC 2020,
"The details of UI typography": from 17 to 28 pt), where the shipped stand-in switches from Inter Text to
Inter Display's advances at 20 pt. Inter 4 is a variable font too, with an `opsz` axis in points (14 to
32: Inter Text at 14, Inter Display at 32) and a `wght` axis. Debian bookworm's `fonts-inter-variable`
(4.0~beta7) has no `opsz` axis (only `wght`, Text and Display as two files), so the variable font is
the one Google Fonts ships (`Inter[opsz,wght].ttf`, version 4.001, in the PyPI package
`fontpkg-inter` 4.1.post1; `--variable-font`). The faces:

- `variable`: that file at opsz = the point size clamped to the axis, wght = the UIKit weight's number;
- `variable-17-28`: the same with SF's own transition (17 to 28 pt) mapped onto the axis's 14 to 32;
- `variable-switch`: the same file at opsz 14 below the Display switch and 32 from it: the shipped
  switch in Inter 4, which tells the file's newer version from its optical size;
- `masters`: Debian's static Inter Text and Inter Display (the shipped files), each character's
  shaped units (advance and kerning) interpolated linearly between them over opsz 14-32, what a
  variable font with those two masters and no `avar` on opsz does (Inter 4's `avar` maps opsz to itself);
  `masters-17-28` the same with SF's transition mapped onto the axis;
- `hybrid-17-28`: the shipped faces (Debian's Inter Text) wherever `variable-17-28` is at opsz 14, the
  variable font elsewhere: up to 17 pt, and a static release's Text, exactly the shipped model.

A static release (iOS 9-13's SF, `standin.static_text`) draws with its static Text font below its
switch (opsz 14) and its static Display font from it: opsz 32, or (`static_display="today"`) today's
face at the same size, as the shipped model reads a static release's Display. Every fitted term keeps
its design (`standin.design`); `try_error_shapes.py --optical-blend` blends those too.
"""
import hashlib
import importlib.util
import os
import sys

import uharfbuzz as hb

import standin

FACES = ["variable", "variable-17-28", "variable-switch", "masters", "masters-17-28", "hybrid-17-28"]


def installed_variable_font():
    """Inter[opsz,wght].ttf of the installed `fontpkg-inter` (pip install fontpkg-inter==4.1.post1), if any."""
    spec = importlib.util.find_spec("fontpkg_inter")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "files", "Inter[opsz,wght].ttf")
        if os.path.exists(path):
            return path
    return ""


DEFAULT_VARIABLE_FONT = installed_variable_font()
VARIABLE_FONT_SHA256 = "29160a80ff49ddcab2c97711247e08b1fab27a484a329ce8b813d820dc559031"  # the file measured
OPSZ_MIN, OPSZ_MAX = 14.0, 32.0
SF_TRANSITION = (17.0, 28.0)  # WWDC 2020: SF's tracking and optical size move smoothly between them
PRECISION = 64  # HarfBuzz scale = unitsPerEm x this, so variation deltas are not rounded to design units


def optical_size(face, size, release, static_display="opsz32"):
    """The opsz (pt) the face draws `size` with in `release` (`static_display` "today": a static
    release's Display as today's face at the same size, as the shipped model reads it)."""
    if release != "current":
        if standin.static_text(size, release):
            return OPSZ_MIN
        if static_display == "opsz32":
            return OPSZ_MAX
    if face == "variable-switch":
        return OPSZ_MIN if size < standin.DISPLAY_FROM else OPSZ_MAX
    if face.endswith("-17-28"):
        lo, hi = SF_TRANSITION
        share = min(1.0, max(0.0, (size - lo) / (hi - lo)))
        return OPSZ_MIN + share * (OPSZ_MAX - OPSZ_MIN)
    return min(OPSZ_MAX, max(OPSZ_MIN, size))


class VariableFont:
    """One HarfBuzz font of the variable file per (opsz, wght) instance (cached: the key is the whole
    instance, the file being fixed for a run)."""

    def __init__(self, path):
        with open(path, "rb") as f:
            self.face = hb.Face(hb.Blob(f.read()))
        self.upem = self.face.upem
        self.fonts = {}

    def font(self, opsz, wght):
        key = (opsz, wght)
        font = self.fonts.get(key)
        if font is None:
            font = self.fonts[key] = hb.Font(self.face)
            font.scale = (self.upem * PRECISION, self.upem * PRECISION)
            font.set_variations({"opsz": opsz, "wght": wght})
        return font


def shaped_units(font, text, size, design_per_em):
    """Layout units (1/1024 pt) per character of `text` shaped with `font` (scale = design_per_em a
    em), each glyph's advance to the first character of its cluster."""
    buf = hb.Buffer()
    buf.add_codepoints([ord(c) for c in text])
    buf.direction = "ltr"
    buf.language = "en"
    buf.guess_segment_properties()
    hb.shape(font, buf, standin.FEATURES)
    units = [0.0] * len(text)
    su = standin.scale_units(size)
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        units[info.cluster] += pos.x_advance * su / design_per_em
    return units


def static_units(face, text, size):
    units = [0.0] * len(text)
    su = standin.scale_units(size)
    for cluster, adv in face.shape(text, standin.FEATURES):
        units[cluster] += adv * su / face.upem
    return units


def patch_prepared(face, variable_path, static_display="opsz32"):
    """standin.Prepared with the face's advances and kerning in `hb_units` and no Text/Display blend
    term (the face is already at the optical size); every other part (glyph coverage from Inter Text,
    tracking, the fitted terms) as shipped."""
    original = standin.Prepared
    masters = face.startswith("masters")  # "hybrid" reads the variable file
    variable = VariableFont(variable_path) if not masters and os.path.exists(variable_path) else None
    if not masters and variable is None:
        raise SystemExit(f"no variable font at {variable_path!r} (pip install fontpkg-inter==4.1.post1)")
    if variable is not None:
        with open(variable_path, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        note = "" if digest == VARIABLE_FONT_SHA256 else " (not the file measured in docs/text.md)"
        print(f"face {face}: {variable_path}, sha256 {digest[:12]}{note}", file=sys.stderr)

    class OpticalSize(original):
        __slots__ = ()

        def __init__(self, text, size, weight, features=None, release="current"):
            super().__init__(text, size, weight, features, release)
            opsz = optical_size(face, size, release, static_display)
            if face.startswith("hybrid") and opsz == OPSZ_MIN:
                return
            if face.startswith("masters"):
                t = (opsz - OPSZ_MIN) / (OPSZ_MAX - OPSZ_MIN)
                text_units = static_units(standin.text_face(weight), text, size)
                display_units = static_units(standin.display_face(weight), text, size) if t else text_units
                units = [(1 - t) * a + t * b for a, b in zip(text_units, display_units)]
            else:
                font = variable.font(opsz, standin.WEIGHTS[weight]["number"])
                units = shaped_units(font, text, size, variable.upem * PRECISION)
            self.hb_units = [standin.round_half_away(u) for u in units]
            self.blend_part = [0.0] * len(text)

    standin.Prepared = OpticalSize
