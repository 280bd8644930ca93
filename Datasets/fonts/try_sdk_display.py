#!/usr/bin/env python3
"""Which Display face explains the stored widths of Xcode 7-11 documents from 20 pt, by the SDK that
Xcode shipped? FIT apps only (the labels `try_font_release.py` scores); never a held-out split.

    python3 Datasets/fonts/try_sdk_display.py --binary Tool/.build/debug/autolayout [--dump DIR]

Xcode 7-8 shipped iOS 9-10, whose system font was SF UI Text / SF UI Display; Xcode 9-11 shipped
iOS 11-13 and SF Pro Text / SF Pro Display. Apple published one tracking table for both families
(the Display table from 20 pt: +19/1000 em at 20 pt down to +11 at 33-39 pt; the SF UI values of
2015 and the SF Pro values of 2017 are the same numbers, quoted side by side in the source of the
"Clean up SF Type" design-tool plugin, schwa23/cleanupsfui, code corpus), so a table cannot tell
the two SDKs apart; their faces and the size at which UIKit switched from Text to Display can.
Variations, each scored on Xcode 7-8, Xcode 9-11 and, as a control, Xcode 12 on labels from 20 pt:

- `static-display`: Apple's static Display table in place of today's tracking and fitted offsets
  (as `try_font_release.py --static-both`);
- `text-design`: the Text face kept from 20 pt (no switch to Display): the product's width of the
  label at 19 pt in the iOS 9-13 family (Apple's static Text table at its last listed size, -26 at
  19 pt; every term per em), scaled to the label's size;
- `text-design-slope`: the Text face with Apple's static Text table continued past 19 pt at its
  slope from 17 to 19 pt (-1/1000 em a point);
- `switch-22`: the Text face below 22 pt and today's Display from 22 pt (one report of iOS 10's
  `systemFont(ofSize:weight:)`: "the cutoff is in the neighborhood of 22 points", Jared Sinclair,
  2017, pages corpus);
- `fitted-offset`: the median per-character residual of the OTHER apps' labels of the same group
  from 20 pt (leave one app out): what a fitted term of the group would do;
- `text-design+fitted-offset`: both.

Each variation's change within 0.5 / 1 pt with a 95 % interval from a bootstrap over apps
(`try_font_release.compare`). `--dump DIR` writes per-label hits (`compare_trials.py`'s format).
Standard library only.
"""
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Datasets/fonts"))
sys.path.insert(0, str(ROOT / "Scripts/labels"))
import try_font_release as release  # noqa: E402

TEXT_SIZE = 19
# Apple's static Text table falls by 1/1000 em a point from 17 to 19 pt (-24, -25, -26).
TEXT_SLOPE = 1.0
GROUPS = (("Xcode 7-8", lambda x: x <= 8), ("Xcode 9-11", lambda x: 9 <= x <= 11), ("Xcode 12 on (control)", lambda x: x >= 12))
BANDS = (("20-21", lambda s: 20 <= s < 22), ("22-28", lambda s: 22 <= s <= 28), ("20-28", lambda s: 20 <= s <= 28), ("> 28", lambda s: s > 28), (">= 20", lambda s: s >= 20))


def text_design_widths(binary, labels):
    """The unrounded width of each label in the static Text face at TEXT_SIZE, scaled to its size."""
    got = release.unrounded_widths(binary, labels, "system-iOS9-13", [TEXT_SIZE] * len(labels))
    return {i: width * labels[i]["drawnSize"] / TEXT_SIZE for i, width in got.items()}


def as_delta(label, width):
    """A width as the per-character tracking change `release.shifted` adds, in 1/1000 em."""
    return 1000 * (width - label["unrounded"]) / (label["drawnSize"] * len(label["text"]))


def leave_one_app_out(labels, residual):
    """For each label, the median of `residual` over the other apps' labels."""
    values = [residual(label) for label in labels]
    return [statistics.median([v for v, m in zip(values, labels) if m["app"] != label["app"]] or [0.0]) for label in labels]


def main():
    args, extra = release.arguments_and_model(__doc__)
    variable = extra["tracking"]["table"]
    segments = extra["sizeBandTracking"]
    static_display = extra["fontReleases"]["iOS9to13"]["displayTracking"]["table"]
    labels = [x for x in release.measured_labels(args.binary) if x["drawnSize"] >= 20 and x["text"]]
    text_widths = text_design_widths(args.binary, labels)
    labels = [dict(x, textDesign=text_widths[i]) for i, x in enumerate(labels) if i in text_widths]

    print(f"{'size':6} {'variation (fit apps)':44} {'':6} {'n':>5} {'apps':>4}   "
          f"{'within 0.5 pt, before -> after [95 % interval]':39}   within 1 pt")
    residual_rows = []
    for group_name, test in GROUPS:
        group = [x for x in labels if test(x["xcode"])]
        text_delta = [as_delta(x, x["textDesign"]) for x in group]
        offset = leave_one_app_out(group, release.per_character)
        text_offset = leave_one_app_out(group, lambda x: release.per_character(dict(x, unrounded=x["textDesign"])))
        variations = [
            ("static-display", [release.stepped(static_display, x["drawnSize"])
                                - (release.interpolated(variable, x["drawnSize"]) + release.band(x["drawnSize"], segments))
                                for x in group]),
            ("text-design", text_delta),
            ("text-design-slope", [d - (x["drawnSize"] - TEXT_SIZE) * TEXT_SLOPE for d, x in zip(text_delta, group)]),
            ("switch-22", [d if x["drawnSize"] < 22 else 0.0 for d, x in zip(text_delta, group)]),
            ("fitted-offset", offset),
            ("text-design+fitted-offset", [d + o for d, o in zip(text_delta, text_offset)]),
        ]
        for name, deltas in variations:
            for band_name, band_test in BANDS:
                chosen = [(x, d) for x, d in zip(group, deltas) if band_test(x["drawnSize"])]
                if not chosen:
                    continue
                rows = release.compare(f"{group_name}, {name}", [x for x, _ in chosen], [d for _, d in chosen], None)
                print("\n".join(f"{band_name:6} {row}" for row in rows if " >=20 " in row))
            if args.dump:
                release.compare(f"{group_name} {name}", group, deltas, args.dump)
        for band_name, band_test in BANDS:
            chosen = [x for x in group if band_test(x["drawnSize"])]
            if len(chosen) < 2:
                continue
            today = [release.per_character(x) for x in chosen]
            text = [release.per_character(dict(x, unrounded=x["textDesign"])) for x in chosen]
            residual_rows.append("  %-22s %-6s %4d labels (%3d apps): today's Display %+6.1f (spread %5.1f), Text face %+6.1f (spread %5.1f)"
                                 % (group_name, band_name, len(chosen), len({x["app"] for x in chosen}), statistics.median(today),
                                    statistics.pstdev(today), statistics.median(text), statistics.pstdev(text)))
    print("\nmedian per-character residual (stored middle - model, 1/1000 em) and its standard deviation:")
    print("\n".join(residual_rows))


if __name__ == "__main__":
    main()
