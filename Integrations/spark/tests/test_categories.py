"""Several text sizes in one job (``content_size_categories``, the tool's repeated
``--content-size-category``): every row answered per category and width with a ``category``
column, each height the CLI's for that category, in local[2]; one category is a constant
column; names are checked on the driver."""

import json
import random
import subprocess

import pytest

from autolayout_spark import cell_heights_of_lines
from autolayout_spark.heights import CATEGORIES
from conftest import write_lines

WIDTHS = (320.0, 414.0)
DOCUMENT = {"scale": 3, "views": [
    {"id": "cell", "kind": "view"},
    {"id": "text", "parent": "cell", "kind": "label", "lines": 0, "text": "A post long enough to wrap",
     "font": {"textStyle": "body"}},
    {"id": "caption", "parent": "cell", "kind": "label", "text": "caption", "font": {"textStyle": "caption1"}},
], "constraints": ["H:|-[text]-|", "H:|-[caption]-|", "V:|-[text]-[caption]-|"]}


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("categories")
    template = folder / "cell.json"
    template.write_text(json.dumps(DOCUMENT), encoding="utf-8")
    generator = random.Random(30)
    words = ["cells", "size", "themselves", "at", "every", "text", "size", "布局", "today"]
    lines = [json.dumps({"id": index, "text": " ".join(generator.choice(words) for _ in range(generator.randint(1, 30)))},
                        ensure_ascii=False) for index in range(60)]
    return str(template), write_lines(folder / "rows.jsonl", lines)


def cli(binary, template, rows, categories):
    command = [binary, "heights", template, rows, "--scale", "3"] + [a for w in WIDTHS for a in ("--width", repr(w))]
    command += [a for c in categories for a in ("--content-size-category", c)]
    output = subprocess.run(command, check=True, capture_output=True).stdout
    return [json.loads(line) for line in output.splitlines()]


def test_several_categories_give_the_clis_answers_with_a_category_column(spark, binary, files):
    template, rows = files
    categories = ["accessibilityLarge", "extraSmall", "large"]
    expected = cli(binary, template, rows, categories)
    assert len(expected) == 60 * len(WIDTHS) * len(categories)
    got = cell_heights_of_lines(spark.read.text(rows), template, list(WIDTHS), scale=3, binary=binary,
                                content_size_categories=categories).collect()
    assert [(row["id"], row["width"], row["category"], row["height"]) for row in got] == \
        [(str(r["id"]), float(r["width"]), r["category"], r["height"]) for r in expected]
    # Text styles reached the tool: the largest category makes the tallest cells.
    by_category = {c: sum(r["height"] for r in expected if r["category"] == c) for c in categories}
    assert by_category["accessibilityLarge"] > by_category["large"] > by_category["extraSmall"]


def test_one_category_and_all(spark, binary, files):
    template, rows = files
    expected = cli(binary, template, rows, ["extraExtraLarge"])
    got = cell_heights_of_lines(spark.read.text(rows), template, list(WIDTHS), scale=3, binary=binary,
                                content_size_categories=["extraExtraLarge"]).collect()
    assert [(row["category"], row["height"]) for row in got] == [("extraExtraLarge", r["height"]) for r in expected]
    everything = cell_heights_of_lines(spark.read.text(rows), template, [375], scale=3, binary=binary,
                                       content_size_categories="all")
    assert everything.count() == 60 * len(CATEGORIES)
    with pytest.raises(ValueError, match="unknown content size category"):
        cell_heights_of_lines(spark.read.text(rows), template, [375], binary=binary, content_size_categories=["huge"])
