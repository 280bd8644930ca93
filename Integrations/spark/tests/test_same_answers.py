"""The job's answers are those of ``autolayout heights`` on one machine, row by row, on the
bundled feed rows: JSON Lines and Parquet in, Parquet and JSON Lines out, through the command
line's job (``autolayout_spark.cli.run``) and through ``cell_heights``."""

import json
import os

import pyarrow.json as pajson
import pyarrow.parquet as pq
import pytest

from autolayout_spark import cell_heights, cell_heights_of_lines
from autolayout_spark.cli import parse_arguments, run
from conftest import ROWS, TEMPLATE, cli_results

WIDTHS = (375, 414)


@pytest.fixture(scope="module")
def expected(binary):
    """(id, width) -> the CLI's result object, and the CLI's order."""
    results = cli_results(binary, ROWS, WIDTHS)
    return {(str(result["id"]), float(result["width"])): result for result in results}, results


def assert_same(rows, expected):
    by_key, ordered = expected
    assert len(rows) == len(ordered)
    seen = set()
    for row in rows:
        key = (str(row["id"]), row["width"])
        assert key not in seen, f"{key} answered twice"
        seen.add(key)
        want = by_key[key]
        assert row["error"] is None, f"{key}: {row['error']}"
        assert row["height"] == want["height"], f"{key}: {row['height']} != CLI {want['height']}"
    assert seen == set(by_key)


def test_jsonl_in_parquet_out_through_the_command_line(spark, binary, expected, tmp_path):
    output = str(tmp_path / "heights")
    arguments = parse_arguments(["heights", TEMPLATE, ROWS, output, "--width", "375", "--width", "414",
                                 "--binary", binary, "--partitions", "3", "--progress", "0"])
    summary = run(arguments, spark)
    assert summary.startswith("10,000 rows, 20,000 results (0 errors, 0 bad rows)")
    table = pq.read_table(output)
    assert table.schema.names == ["id", "width", "height", "error", "warnings"]
    assert len([name for name in os.listdir(output) if name.startswith("part-")]) == 3
    assert_same(table.to_pylist(), expected)


def test_parquet_in_jsonl_out_through_the_command_line(spark, binary, expected, tmp_path):
    source = str(tmp_path / "rows.parquet")
    pq.write_table(pajson.read_json(ROWS), source)
    output = str(tmp_path / "heights")
    arguments = parse_arguments(["heights", TEMPLATE, source, output, "--width", "375", "--width", "414",
                                 "--binary", binary, "--output-format", "jsonl", "--partitions", "2",
                                 "--progress", "0"])
    assert arguments.input_format == "parquet"
    run(arguments, spark)
    rows = []
    for name in sorted(os.listdir(output)):
        if name.startswith("part-"):
            with open(os.path.join(output, name), encoding="utf-8") as file:
                rows += [json.loads(line) for line in file]
    for row in rows:
        row.setdefault("error", None)
    assert_same(rows, expected)


def test_data_frame_in_input_order_per_partition(spark, binary, expected):
    """cell_heights on a table in the rows format: ids keep their type, and each partition's
    results come in its row order, widths in the order given."""
    frame = spark.read.json(ROWS).repartition(4, "id").sortWithinPartitions("id")
    results = cell_heights(frame, TEMPLATE, list(WIDTHS), binary=binary)
    assert dict(results.dtypes)["id"] == "bigint"
    partitions = results.rdd.glom().collect()
    for part in partitions:
        keys = [(row["id"], row["width"]) for row in part]
        assert keys == sorted(keys), "results out of row order within a partition"
    assert_same([row.asDict() for part in partitions for row in part], expected)


def test_raw_lines_match_the_cli_in_its_order(spark, binary, expected):
    lines = spark.read.text(ROWS)
    rows = cell_heights_of_lines(lines, TEMPLATE, list(WIDTHS), binary=binary).collect()
    _, ordered = expected
    assert [(row["id"], row["width"], row["height"]) for row in rows] == \
        [(str(result["id"]), float(result["width"]), result["height"]) for result in ordered]
