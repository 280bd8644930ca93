#!/usr/bin/env python3
"""Writes the hand-sourced constants of Datasets/fonts/system-font.json.

Every constant of the "system" font stand-in that is NOT fitted lives here, with
its source. Running this rewrites those keys and keeps whatever the other
scripts wrote (`features` measurement from measure_features.py, `correction`
and `fit` from fit_system_font.py). Key order is fixed.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "system-font.json")

WEIGHTS = [
    # UIKit weight, weight number, Inter style name
    ("ultraLight", 100, "Thin"),
    ("thin", 200, "ExtraLight"),
    ("light", 300, "Light"),
    ("regular", 400, "Regular"),
    ("medium", 500, "Medium"),
    ("semibold", 600, "SemiBold"),
    ("bold", 700, "Bold"),
    ("heavy", 800, "ExtraBold"),
    ("black", 900, "Black"),
]

TRACKING = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6),
    (14, -11), (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23),
    (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14),
    (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
    (37, 10), (38, 8), (39, 8), (40, 8), (41, 7), (42, 6), (43, 6), (44, 5), (45, 5),
    (46, 4), (47, 4), (48, 3), (49, 3), (50, 2), (51, 2), (52, 1), (53, 1), (54, 0),
    (56, 0), (58, -1), (60, -1), (62, -2), (64, -2), (66, -3), (68, -3), (70, -4),
    (72, -4), (76, -5), (80, -6), (84, -7), (88, -8), (92, -9), (96, -10),
]

# The static SF of iOS 9-13 (SF Pro Text below 20 pt, SF Pro Display from 20 pt), Apple's HIG
# tracking tables for the two fonts as published before iOS 14's variable SF, quoted in the source
# of the "Fix San Francisco" design-tool plugin (search tool, code corpus, query "tracking table SF
# Pro Display point size"; its older version, for iOS 13; a later one copies the variable table's
# 17-19 pt values into the Text table). Display lists the size from which a value holds.
STATIC_TEXT_TRACKING = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6),
    (14, -11), (15, -16), (16, -20), (17, -24), (18, -25), (19, -26),
]
STATIC_DISPLAY_TRACKING = [
    (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11),
    (40, 10), (44, 9), (48, 8), (50, 7), (53, 6), (56, 5), (60, 4), (65, 3), (69, 2),
]

# Where the canvas of Xcode 7-8 (the SDKs of iOS 9-10, SF UI Text / SF UI Display) moved from the
# Text font to the Display font: 22 pt. One report of iOS 10 (Jared Sinclair, "Working With Designs
# That Require Display Versus Text San Francisco Fonts", 2017, search tool, pages corpus): "For the
# systemFont(ofSize:weight:) API, the cutoff is in the neighborhood of 22 points"; the census's fit
# apps agree (Datasets/fonts/try_sdk_display.py, switch-22), other reports of the same years say 20.
IOS9TO10_DISPLAY_FROM = 22

FONT_DIR = "/usr/share/fonts/opentype/inter"


def constants():
    return {
        "schema": 1,
        "description": "San Francisco (SF Pro) stand-in for OpenAutoLayout's \"system\" family, built from Debian's fonts-inter 4.0 (Inter Text + Inter Display). Model: Datasets/fonts/README.md; reference implementation: Datasets/fonts/standin.py.",
        "fonts": {
            "package": "fonts-inter 4.0~beta7+ds-1 (Debian)",
            "directory": FONT_DIR,
            "note": "Inter Text has unitsPerEm 2816, Inter Display 2048; their glyph orders differ, so every per-character look-up goes through each face's own cmap.",
            "weights": [
                {
                    "uikit": name,
                    "number": number,
                    "text": f"{FONT_DIR}/Inter-{style}.otf",
                    "display": f"{FONT_DIR}/InterDisplay-{style}.otf",
                    "textUnitsPerEm": 2816,
                    "displayUnitsPerEm": 2048,
                }
                for name, number, style in WEIGHTS
            ],
        },
        "shaping": {
            "engine": "HarfBuzz (uharfbuzz 0.57.0, HarfBuzz 15.0.0)",
            "face": "Inter Text of the label's weight, font scale = unitsPerEm (advances in design units)",
            "direction": "ltr",
            "language": "en",
            "script": "guessed from the text (hb_buffer_guess_segment_properties)",
            "clusterLevel": 0,
            "features": {"calt": False},
            "featuresNote": "HarfBuzz defaults (kern, liga, ccmp, locl, mark, ... on) except calt off. Inter's calt substitutes glyphs in context (e.g. 1x2 gets a multiplication sign, -> an arrow); `featuresMeasurement` (and features.md) counts the census labels whose width it changes and whether it brings them nearer to the stored widths.",
            "advanceOwner": "a glyph's x_advance (with kerning) belongs to the first character (lowest code-point index) of its cluster",
        },
        "layoutUnits": {
            "perPoint": 1024,
            "scaleUnits": "round_half_away_from_zero(size * 1024)",
            "multiplier": "(scaleUnits << 16) // unitsPerEm",
            "advanceUnits": "(advance * multiplier + 32768) >> 16  (arithmetic shift: floors on negatives)",
        },
        "extra": {
            "formula": "extraUnits(c) = round_half_away_from_zero(extraEm(c) * scaleUnits) for every character whose nominal Inter Text glyph (cmap) is not 0; extraEm(c) = t(s) * (D(c) / displayUnitsPerEm - T(c) / textUnitsPerEm) + (((tracking(s) + sizeBand(s)) + weightTerm(w, s)) + correction(c, w, s)) / 1000, evaluated in IEEE double in exactly this order (t(s): opticalSize; sizeBand(s): see sizeBandTrackingFormula; weightTerm(w, s): weightTerm; correction: correctionFormula)",
            "nominalAdvances": "T(c), D(c): hmtx advance of c's cmap glyph in Inter Text / Inter Display of the same weight; D(c) = 0 when Display has no glyph for c",
            "opticalSize": {
                "displayFrom": 20,
                "formula": "t(s) = 0 (Text design) for s < 20, 1 (Display design) for s >= 20",
                "source": "Apple's documented switch between SF's optical sizes: \"Use SF Pro Text for text 19 points or smaller, and SF Pro Display for text 20 points or larger\" (Apple Human Interface Guidelines, typography of SF Pro, as quoted in font packages' descriptions found with the search tool, docs corpus, query \"SF Pro optical size 20 point Display Text\"). Since iOS 14 SF is a variable font whose optical size follows the point size; the census's stored frames are fitted with the discrete switch, the fitted size bands and the Display-only terms (weightTerm.display, correction.displayBase) taking up what is left.",
                "previously": "a linear blend from Text at 17 pt to Display at 28 pt (WWDC 2020, \"The details of UI typography\"), until commit b43faf4",
            },
            "tracking": {
                "unit": "1/1000 em",
                "interpolation": "linear between listed sizes: v0 + (v1 - v0) * (s - s0) / (s1 - s0); clamped to the first/last value outside the table",
                "source": "Apple Human Interface Guidelines, Typography: SF Pro tracking values",
                "table": [[s, v] for s, v in TRACKING],
            },
            "fontReleases": {
                "formula": "a font release other than today's (`current`: the variable SF of iOS 14 on, the formula above) changes two terms below its displayFrom (the release's own, else opticalSize.displayFrom): tracking(s) is the release's textTracking table (interpolated as `tracking`, the end value beyond it) and sizeBand(s) is 0; below that size every other term is the Text design's (t(s) = 0, the text weight term and corrections), from it every term is today's",
                "iOS9to13": {
                    "description": "the static SF of iOS 9-13, the SDKs of Xcode 7-11: SF Pro Text below 20 pt and SF Pro Display from 20 pt, two fonts, each with its own tracking table; Interface Builder documents written by Xcode 7-11 store frames drawn with it (InterfaceBuilderSystemFontRelease)",
                    "textTracking": {
                        "unit": "1/1000 em",
                        "source": "Apple Human Interface Guidelines, Typography, tracking of SF Pro Text as published before iOS 14 (quoted in the source of the \"Fix San Francisco\" design-tool plugin, search tool, code corpus)",
                        "table": [[s, v] for s, v in STATIC_TEXT_TRACKING],
                    },
                    "sizeBand": "none below displayFrom: the fitted 18-20 pt offset of today's font is where the variable font's optical size has moved part of the way to Display; the static Text font does not",
                    "displayTracking": {
                        "unit": "1/1000 em, from the listed size on",
                        "source": "Apple Human Interface Guidelines, Typography, tracking of SF Pro Display as published before iOS 14 (same quotation)",
                        "table": [[s, v] for s, v in STATIC_DISPLAY_TRACKING],
                        "use": "not in the model: Datasets/fonts/try_font_release.py tries it (static-both) and today's Display terms fit the Xcode 7-11 labels from 20 pt as well (docs/text.md)",
                    },
                },
                "iOS9to10": {
                    "description": "the static SF UI Text / SF UI Display of iOS 9-10, the SDKs of Xcode 7-8: iOS9to13's terms with the Text font up to 22 pt; Interface Builder documents written by Xcode 7-8 store frames drawn with it (InterfaceBuilderSystemFontRelease)",
                    "textTracking": "iOS9to13: Apple published the same tracking values for SF UI (2015) and SF Pro (2017), quoted side by side in the source of the \"Clean up SF Type\" design-tool plugin (schwa23/cleanupsfui, search tool, code corpus)",
                    "displayFrom": {
                        "value": IOS9TO10_DISPLAY_FROM,
                        "source": "one report of iOS 10's systemFont(ofSize:weight:): \"the cutoff is in the neighborhood of 22 points\" (Jared Sinclair, 2017, search tool, pages corpus); other reports of iOS 9-10 give 20 pt for code. Fit apps' labels of Xcode 7-8 from 20 pt: 34.9 -> 46.0 % within 0.5 pt [+2.5, +25.0], 63 labels, 25 apps; the same rule loses on Xcode 9-11 and Xcode 12 on documents (Datasets/fonts/try_sdk_display.py, docs/text.md)",
                    },
                },
            },
            "weightTerm": {
                "unit": "1/1000 em per character with a glyph",
                "formula": "weightTerm(w, s) = weightTerm[design(s)][class(w)] (design(s): text for s < displayFrom, display from it; class(w): weightClasses); 0 for class light (ultraLight, thin, light, regular) and for a class the fit gave no term",
                "source": "fitted by Datasets/fonts/fit_system_font.py with the correction table (same loss, lambda and labels; key `fit`): one term per weight class and design. No published figure exists (Apple's documentation and HIG give SF Pro's tracking by size, not its widths by weight); Inter's own heavier faces carry most of the widening, this term what SF adds to them. Heavy and black share the bold class (too few census labels for a class of their own).",
                "previously": "4.69 * max(0, (weightNumber - 400) / 100), an unsourced estimate, until commit b43faf4 (issue 36 item 5)",
                "text": {"medium": 0.0, "semibold": 0.0, "bold": 0.0},
                "display": {"medium": 0.0, "semibold": 0.0, "bold": 0.0},
            },
            "sizeBandTrackingFormula": "sizeBand(s) = value of the first entry [fromSize, toSize, value] of sizeBandTracking with fromSize <= s < toSize, else 0 (1/1000 em); it is added to tracking(s) before weightTerm(w, s): (tracking(s) + sizeBand(s)) + weightTerm(w, s). Fitted by fit_system_font.py together with the correction table (interval loss, same lambda); toSize 1000000 means no upper limit. Reason: SF's size-specific tracking and Display design are not Inter + the HIG table; the census residual changes with size above 17 pt (fit-report.txt).",
            "sizeBandTracking": [],
            "correctionFormula": "correction(c, w, s) = (base.get(c, 0) + classDeviation[class(w)].get(c, 0)) + (displayBase.get(c, 0) if s >= displayFrom else 0), added in this order; class \"light\" (ultraLight, thin, light, regular) has no deviation term",
            "weightClasses": {
                "ultraLight": "light", "thin": "light", "light": "light", "regular": "light",
                "medium": "medium", "semibold": "semibold",
                "bold": "bold", "heavy": "bold", "black": "bold",
            },
        },
        "line": {
            "width": "sum over characters of (advance units of the clusters they start + extraUnits), excluding the trailing run of white space (Zs, Zl, Zp, \\t \\n \\v \\f \\r), / 1024 pt",
            "storedWidth": "ceil(width * scale - 1e-9) / scale",
            "source": "SF Pro hhea (unitsPerEm 2048): ascender 1950, descender -494, lineGap 0; UIKit's system-font lineHeight",
            "unitsPerEm": 2048,
            "ascender": 1950,
            "descender": -494,
            "lineGap": 0,
            "height": "size * 2444 / 2048, stored as ceil(height * scale - 1e-9) / scale",
            "baseline": "size * 1950 / 2048 below the top",
        },
    }


def main():
    data = constants()
    if os.path.exists(PATH):
        with open(PATH) as f:
            old = json.load(f)
        for key in ("featuresMeasurement", "correction", "fit"):
            if key in old:
                data[key] = old[key]
        # fitted by fit_system_font.py
        if "sizeBandTracking" in old.get("extra", {}):
            data["extra"]["sizeBandTracking"] = old["extra"]["sizeBandTracking"]
        for design in ("text", "display"):
            if design in old.get("extra", {}).get("weightTerm", {}):
                data["extra"]["weightTerm"][design] = old["extra"]["weightTerm"][design]
    data.setdefault("featuresMeasurement", None)
    data.setdefault("correction", {"base": {}, "classDeviation": {"medium": {}, "semibold": {}, "bold": {}},
                                   "displayBase": {}})
    data.setdefault("fit", None)
    write(data)


def write(data):
    order = ["schema", "description", "fonts", "shaping", "layoutUnits", "extra", "line",
             "featuresMeasurement", "correction", "fit"]
    out = {k: data[k] for k in order if k in data}
    with open(PATH, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=True)
        f.write("\n")


if __name__ == "__main__":
    main()
