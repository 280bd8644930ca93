#!/usr/bin/env python3
"""Hand checks of standin.py:  .venv-fonts/bin/python -m unittest Datasets/fonts/test_standin.py"""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import standin as S  # noqa: E402


class Arithmetic(unittest.TestCase):
    def test_round_half_away(self):
        self.assertEqual([S.round_half_away(x) for x in (0.5, 1.5, -0.5, -1.5, 2.4999, -2.5001)],
                         [1, 2, -1, -2, 2, -3])

    def test_units_floor_on_negatives(self):
        mult = S.multiplier(17, 2816)  # (17408 << 16) // 2816
        self.assertEqual(mult, (17408 << 16) // 2816)
        self.assertEqual(S.design_to_units(-100, mult), (-100 * mult + 32768) >> 16)
        # -100 * 405131 + 32768 = -40480332; >> 16 = floor(-617.68) = -618 (truncation would give -617)
        self.assertEqual(mult, 405131)
        self.assertEqual(S.design_to_units(-100, mult), -618)
        self.assertEqual(S.design_to_units(100, mult), 618)

    def test_tracking(self):
        self.assertEqual(S.tracking(17), -26)
        self.assertEqual(S.tracking(19.5), -23.5)
        self.assertEqual(S.tracking(55), 0)
        self.assertEqual(S.tracking(74), -4.5)
        self.assertEqual(S.tracking(3), 41)
        self.assertEqual(S.tracking(200), -10)

    def test_blend(self):
        # Apple: SF Text below 20 pt, SF Display from 20 pt (WWDC 2020, "The details of UI typography")
        self.assertEqual([S.blend(x) for x in (12, 17, 19.5, 19.99, 20, 22.5, 40)], [0, 0, 0, 0, 1, 1, 1])
        self.assertEqual([S.design(x) for x in (19.99, 20)], ["text", "display"])

    def test_releases(self):
        # iOS 9-13's static SF Text below 20 pt; iOS 9-10's keeps the Text design up to 22 pt
        self.assertEqual([S.tracking(x, "iOS9to13") for x in (17, 19, 19.5)], [-24, -26, -26])
        self.assertEqual([S.design(x, "iOS9to10") for x in (19.99, 20, 21.99, 22)], ["text", "text", "text", "display"])
        self.assertEqual([S.design(x, "iOS9to13") for x in (19.99, 20)], ["text", "display"])
        self.assertEqual([S.tracking(x, "iOS9to10") for x in (17, 21)], [-24, -26])
        self.assertEqual(S.release_size_band_tracking(21, "iOS9to10"), 0.0)
        for size in (17, 22, 30):
            self.assertEqual(S.Prepared("Sleep Summary", size, "bold", release="iOS9to10").char_units(),
                             S.Prepared("Sleep Summary", size, "bold", release="iOS9to13").char_units())
        text21 = S.Prepared("Sleep Summary", 21, "regular", release="iOS9to10").width_units()
        display21 = S.Prepared("Sleep Summary", 21, "regular", release="iOS9to13").width_units()
        self.assertGreater(text21, display21)  # SF Text's glyphs are wider than Display's

    def test_size_band_tracking(self):
        bands = [(18, 20, 1.5, 1.5), (20, 24, 2.0, 6.0), (24, 1000000, -5.0, -5.0)]
        self.assertEqual([S.size_band_tracking(x, bands) for x in (17, 17.9, 18, 19.5, 20, 22, 23, 24, 200)],
                         [0.0, 0.0, 1.5, 1.5, 2.0, 4.0, 5.0, -5.0, -5.0])
        self.assertEqual(S.size_band_tracking(30, []), 0.0)
        # the shipped bands come from system-font.json extra.sizeBandTracking
        self.assertEqual([list(b) for b in S.SIZE_BANDS], [[float(x) for x in b] for b in S.DATA["extra"]["sizeBandTracking"]])

    def test_size_band_enters_with_tracking(self):
        # a band value v adds round_half_away((blend + ((tracking + v) + weightTerm + corr) / 1000) * su)
        # per character; corrections=None (plain model) has no band, a table has its own
        p = S.Prepared("Hello", 28, "regular")
        v = 3.5
        empty = {"base": {}, "classDeviation": {}, "displayBase": {},
                 "weightTerm": {"text": {}, "display": {}}, "sizeBandTracking": [(24, 1000000, v, v)]}
        with_band = p.char_units(empty)
        plain = p.char_units(None)
        for i in range(5):
            extra = p.blend_part[i] + (p.track + v) / 1000
            self.assertEqual(with_band[i], p.hb_units[i] + S.round_half_away(extra * p.su))
            extra0 = p.blend_part[i] + p.track / 1000
            self.assertEqual(plain[i], p.hb_units[i] + S.round_half_away(extra0 * p.su))
        # below 18 pt the shipped bands change nothing
        q = S.Prepared("Hello", 17, "regular")
        self.assertEqual(q.char_units(S.FITTED), q.char_units(S.FITTED, bands=[]))

    def test_weight_term(self):
        # regular and lighter get none; heavier weights their class's fitted term in the size's design
        table = {"weightTerm": {"text": {"semibold": 2.5, "bold": 7.0}, "display": {"bold": 4.0}}}
        self.assertEqual(S.weight_term("regular", 17, table), 0)
        self.assertEqual(S.weight_term("thin", 34, table), 0)
        self.assertEqual(S.weight_term("heavy", 17, table), 7.0)
        self.assertEqual(S.weight_term("bold", 20, table), 4.0)
        self.assertEqual(S.weight_term("semibold", 20, table), 0.0)
        self.assertEqual(S.weight_term("bold", 17), S.DATA["extra"]["weightTerm"]["text"]["bold"])

    def test_display_correction_only_from_20pt(self):
        table = {"base": {"a": 1.0}, "classDeviation": {"bold": {"a": 0.5}}, "displayBase": {"a": -3.0}}
        self.assertEqual(S.correction("a", "regular", table, 19.5), 1.0)
        self.assertEqual(S.correction("a", "regular", table, 20), -2.0)
        self.assertEqual(S.correction("a", "bold", table, 20), -1.5)


class Model(unittest.TestCase):
    def test_xcode_label(self):
        # Xcode's new UILabel: "Label", system 17 pt, frame 41.5 x 20.5 (@2x)
        self.assertEqual(S.width("Label", 17, "regular", scale=2, corrections=None), 41.5)
        self.assertEqual(S.height(17, 2), 20.5)
        # Xcode's new UIButton "Button", system 15 pt: frame 46 wide (@1x)
        self.assertEqual(S.width("Button", 15, "regular", scale=1, corrections=None), 46)

    def test_trailing_space_excluded(self):
        self.assertEqual(S.width_units("Hello   ", 17), S.width_units("Hello", 17))
        self.assertEqual(S.width_units("   ", 17), 0)
        self.assertEqual(S.width_units("", 17), 0)
        self.assertGreater(S.width_units("  Hello", 17), S.width_units("Hello", 17))

    def test_display_blend_narrows_large_text(self):
        # Inter Display is tighter than Inter Text: from 20 pt the model uses Display's advances
        text = "Settings"
        tf, df = S.text_face("regular"), S.display_face("regular")
        t_em = sum(tf.advance(ord(c)) for c in text) / tf.upem
        d_em = sum(df.advance(ord(c)) for c in text) / df.upem
        self.assertLess(d_em, t_em)
        plain28 = S.width_units(text, 28, corrections=None) / 1024
        # without tracking/blend the Text face alone would give about t_em * 28 (plus kerning)
        self.assertLess(plain28, t_em * 28 + 28 * 14 / 1000 * len(text))

    def test_calt_off(self):
        self.assertNotEqual(S.width_units("1x2", 17, features={"calt": True}), S.width_units("1x2", 17))

    def test_uncovered_character_gets_no_extra(self):
        p = S.Prepared("a\u4e00", 17, "regular")
        self.assertEqual(p.has_glyph, [True, False])

    def test_reference_file_matches(self):
        path = os.path.join(HERE, "reference.jsonl")
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f]
        for r in rows[:200]:
            self.assertEqual(S.width_units(r["text"], r["size"], r["weight"]), r["units"], r["id"])
            self.assertEqual(S.height(r["size"], 2), r["height@scale2"])


if __name__ == "__main__":
    unittest.main()
