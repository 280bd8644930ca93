"""``--font`` end to end in local[2]: a family registered from Debian's Liberation Serif files
(each face by its own weight) gives the job the same answers as ``autolayout heights`` with the
same fonts, and answers different from the system font's, so the font was really used."""

import json
import subprocess

import pytest

from autolayout_spark import cell_heights
from autolayout_spark.cli import parse_arguments, run
from conftest import ROWS, TEMPLATE, read_lines, write_lines

SERIF = ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
         "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf")
WIDTHS = (375,)
ROW_COUNT = 120


@pytest.fixture(scope="module")
def brand_template(tmp_path_factory):
    """The feed cell with every "system" font made the family "Brand"."""
    with open(TEMPLATE, encoding="utf-8") as file:
        document = json.load(file)
    for view in document["views"]:
        if "font" in view:
            view["font"]["family"] = "Brand"
    path = tmp_path_factory.mktemp("brand") / "brand-cell.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def rows(tmp_path_factory):
    return write_lines(tmp_path_factory.mktemp("rows") / "rows.jsonl", read_lines(ROWS, ROW_COUNT))


def heights_of(binary, template, rows, *extra):
    """``autolayout heights`` run directly on ``template``: (id, height) in its order."""
    command = [binary, "heights", template, rows, "--scale", "3", "--width", "375", *extra]
    output = subprocess.run(command, check=True, capture_output=True).stdout
    return [(str(result["id"]), result["height"]) for result in map(json.loads, output.splitlines())]


def test_spark_with_a_font_equals_the_cli_with_it(spark, binary, brand_template, rows, tmp_path):
    font = "Brand=" + ",".join(SERIF)
    expected = heights_of(binary, brand_template, rows, "--font", font)
    assert len(expected) == ROW_COUNT
    # The serif family changes heights: the font reached the tool.
    assert expected != heights_of(binary, TEMPLATE, rows)

    got = cell_heights(spark.read.json(rows), brand_template, list(WIDTHS), scale=3, binary=binary,
                       fonts={"Brand": list(SERIF)})
    answers = {(str(row["id"]), row["width"]): row for row in got.collect()}
    assert len(answers) == ROW_COUNT
    for row_id, height in expected:
        row = answers[(row_id, 375.0)]
        assert row["error"] is None, f"{row_id}: {row['error']}"
        assert row["height"] == height, f"{row_id}: {row['height']} != CLI {height}"

    # The command-line job, --font FAMILY=FILE,FILE as the tool takes it.
    output = tmp_path / "heights"
    arguments = parse_arguments(["heights", brand_template, rows, str(output), "--width", "375", "--binary", binary,
                                 "--partitions", "2", "--progress", "0", "--font", font])
    summary = run(arguments, spark)
    assert summary.startswith(f"{ROW_COUNT} rows, {ROW_COUNT} results (0 errors")


def test_spark_without_the_font_fails_naming_the_family(spark, binary, brand_template, rows):
    df = spark.read.json(rows)
    with pytest.raises(Exception, match="Brand"):
        cell_heights(df, brand_template, list(WIDTHS), scale=3, binary=binary).collect()
