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
        self.assertEqual(S.blend(12), 0)
        self.assertEqual(S.blend(17), 0)
        self.assertEqual(S.blend(22.5), 0.5)
        self.assertEqual(S.blend(40), 1)

    def test_size_band_tracking(self):
        bands = [(18, 24, 1.5), (24, 1000000, -5.0)]
        self.assertEqual([S.size_band_tracking(x, bands) for x in (17, 17.9, 18, 23.5, 24, 200)],
                         [0.0, 0.0, 1.5, 1.5, -5.0, -5.0])
        self.assertEqual(S.size_band_tracking(30, []), 0.0)
        # the shipped bands come from system-font.json extra.sizeBandTracking
        self.assertEqual([list(b) for b in S.SIZE_BANDS], [[float(x) for x in b] for b in S.DATA["extra"]["sizeBandTracking"]])

    def test_size_band_enters_with_tracking(self):
        # a band value v adds round_half_away((blend + ((tracking + v) + weightTerm + corr) / 1000) * su)
        # per character; corrections=None (plain model) has no band, a table has the shipped one
        p = S.Prepared("Hello", 28, "regular")
        v = S.size_band_tracking(28)
        self.assertNotEqual(v, 0.0)
        with_band = p.char_units({"base": {}, "classDeviation": {}, "classTracking": {}}, bands=[(24, 1000000, v)])
        plain = p.char_units(None)
        self.assertEqual(p.char_units({"base": {}, "classDeviation": {}, "classTracking": {}}), with_band)
        for i in range(5):
            extra = p.blend_part[i] + ((p.track + v) + p.wterm) / 1000
            self.assertEqual(with_band[i], p.hb_units[i] + S.round_half_away(extra * p.su))
            extra0 = p.blend_part[i] + (p.track + p.wterm) / 1000
            self.assertEqual(plain[i], p.hb_units[i] + S.round_half_away(extra0 * p.su))
        # below 18 pt nothing changes
        q = S.Prepared("Hello", 17, "regular")
        self.assertEqual(q.char_units(S.FITTED), q.char_units(S.FITTED, bands=[]))

    def test_weight_term(self):
        self.assertEqual(S.weight_term("regular"), 0)
        self.assertEqual(S.weight_term("thin"), 0)
        self.assertAlmostEqual(S.weight_term("bold"), 14.07)


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
        # Inter Display is tighter than Inter Text: at 28 pt and up the model uses Display's advances
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
