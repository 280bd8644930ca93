"""Column mapping, nulls, repeated and null ids, bad rows and values, frames, metrics."""

import pytest
from pyspark.sql import functions as F

from autolayout_spark import HeightsMetrics, cell_heights, cell_heights_of_lines
from conftest import ROWS, ROWS_WITH_ERRORS, TEMPLATE, cli_results, read_lines, write_lines


def test_columns_map_a_table_to_view_ids(spark, binary, tmp_path):
    """A table not in the rows format, with other names, an extra column and three widths,
    gives the CLI's heights for the same rows."""
    widths = [320, 375, 414]
    path = write_lines(tmp_path / "rows.jsonl", read_lines(ROWS, 400))
    posts = spark.read.json(path).select(
        F.col("id").cast("string").alias("post_id"), F.col("name").alias("author"), F.col("handle"),
        F.col("time").alias("posted"), F.col("body").alias("text"), F.col("photo").alias("media"),
        F.lit("not a view").alias("unused"))
    columns = {"author": "name", "handle": "handle", "posted": "time", "text": "body", "media": "photo"}
    rows = cell_heights(posts, TEMPLATE, widths, id_col="post_id", columns=columns, binary=binary).collect()
    expected = cli_results(binary, path, widths)
    assert [(row["id"], row["width"], row["height"], row["error"]) for row in rows] == \
        [(str(result["id"]), float(result["width"]), result["height"], None) for result in expected]


def test_nulls_keep_the_template_value_and_ids_may_repeat_or_be_null(spark, binary, tmp_path):
    """Results are matched by order, never by id: repeated and null ids each get their own row's
    answer. A null value is a key left out."""
    frame = spark.createDataFrame(
        [(7, "Ada", "Hello."), (7, "Bo", None), (None, None, "A longer post " * 20)],
        "id long, name string, body string").coalesce(1)
    rows = cell_heights(frame, TEMPLATE, [375], binary=binary).collect()
    path = write_lines(tmp_path / "same.jsonl", [
        '{"id": 1, "name": "Ada", "body": "Hello."}', '{"id": 2, "name": "Bo"}',
        '{"id": 3, "body": "' + "A longer post " * 20 + '"}'])
    expected = cli_results(binary, path, [375])
    assert [row["id"] for row in rows] == [7, 7, None]
    assert [row["height"] for row in rows] == [result["height"] for result in expected]
    assert len({row["height"] for row in rows}) == 3


def test_bad_lines_are_error_rows_as_in_the_cli(spark, binary):
    metrics = HeightsMetrics(spark.sparkContext)
    lines = spark.read.text(ROWS_WITH_ERRORS)
    rows = cell_heights_of_lines(lines, TEMPLATE, [375, 414], binary=binary, metrics=metrics).collect()
    expected = cli_results(binary, ROWS_WITH_ERRORS, [375, 414])
    assert len(rows) == len(expected) == 44
    for row, result in zip(rows, expected):
        assert row["id"] == (None if result["id"] is None else str(result["id"]))
        assert row["height"] == result.get("height")
        if "error" in result:
            # The tool names the line of its input; the job drops that (a partition's line
            # numbers mean nothing) and keeps the rest.
            assert result["error"].endswith(row["error"]) and row["error"], (row, result)
            assert row["height"] is None
        else:
            assert row["error"] is None
    counts = metrics.counts()
    assert (counts.rows, counts.results, counts.errors, counts.bad_rows) == (22, 44, 22, 11)
    assert "22 rows, 44 results (22 errors, 11 bad rows)" in metrics.summary()


def test_bad_values_in_a_table_are_error_rows(spark, binary):
    frame = spark.createDataFrame(
        [(1, "Ada", None), (2, "Bo", [-1200.0, 675.0]), (3, "Cy", [1200.0, 675.0])],
        "id int, name string, photo array<double>").coalesce(1)
    metrics = HeightsMetrics(spark.sparkContext)
    # One action on the results: an orderBy would run the job twice (its sampling pass), and the
    # accumulators would count twice.
    rows = cell_heights(frame, TEMPLATE, [375], binary=binary, metrics=metrics).collect()
    assert rows[0]["error"] is None and rows[2]["error"] is None
    assert rows[1]["height"] is None and rows[1]["error"].startswith("photo")
    unknown = cell_heights(frame.withColumnRenamed("name", "nmae"), TEMPLATE, [375], binary=binary).collect()
    assert all(row["error"] == 'nmae: unknown view "nmae"; did you mean "name"?' for row in unknown)
    assert metrics.counts().bad_rows == 1


def test_frames_on_request(spark, binary, tmp_path):
    path = write_lines(tmp_path / "rows.jsonl", read_lines(ROWS, 50))
    rows = cell_heights_of_lines(spark.read.text(path), TEMPLATE, [375, 414], binary=binary, frames=True).collect()
    expected = cli_results(binary, path, [375, 414], "--frames")
    assert [row["frames"] for row in rows] == [result["frames"] for result in expected]
    assert rows[0]["frames"]["avatar"] == [12.0, 12.0, 40.0, 40.0]


def test_arguments_are_checked_on_the_driver(spark, binary):
    frame = spark.createDataFrame([(1, "Ada")], "id int, name string")
    with pytest.raises(ValueError, match="width"):
        cell_heights(frame, TEMPLATE, [float("nan")], binary=binary)
    with pytest.raises(ValueError, match="id_col"):
        cell_heights(frame, TEMPLATE, [375], id_col="key", binary=binary)
    with pytest.raises(ValueError, match="columns"):
        cell_heights(frame, TEMPLATE, [375], columns={"title": "name"}, binary=binary)
    with pytest.raises(FileNotFoundError, match="template"):
        cell_heights(frame, "/no/such/template.json", [375], binary=binary)


def test_ids_of_raw_lines_are_the_tools_echo_as_text(spark, binary):
    lines = ['{"id": "a\\"b, \\"width\\": 3", "name": "x"}', '{"id": 7.50}', '{"id": {"k": [1, 2]}}',
             '{"name": "no id"}', '[1]', '{"id": "plain é"}', '   ', '{"id": true}']
    frame = spark.createDataFrame([(line,) for line in lines], "value string").coalesce(1)
    rows = cell_heights_of_lines(frame, TEMPLATE, [375], binary=binary).collect()
    assert [row["id"] for row in rows] == ['a"b, "width": 3', "7.5", '{"k":[1,2]}', None, None, "plain é", "true"]
    assert [row["error"] is None for row in rows] == [True, True, True, True, False, True, True]


def test_warnings_of_rows_that_break_a_constraint(spark, binary):
    """The tool's "warnings" as a column: Apple's message and the constraint broken, null for
    rows that fit (the badge row: "long" fits at no width, "medium" at 320 only)."""
    import os
    from conftest import ROOT
    template = os.path.join(ROOT, "Datasets", "templates", "badge-row.json")
    rows_path = os.path.join(ROOT, "Datasets", "templates", "badge-row-rows.jsonl")
    rows = cell_heights_of_lines(spark.read.text(rows_path).coalesce(1), template, [200, 320], binary=binary).collect()
    assert [row["warnings"] is not None for row in rows] == [False, False, True, True, True, False]
    warning = rows[2]["warnings"][0]
    assert warning["kind"] == "unsatisfiableConstraints"
    assert warning["message"].startswith("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
    assert "'UIView-Fitting-Width' cell.width == 200" in warning["broken"]
    assert all(row["error"] is None and row["height"] == 40.333 for row in rows)
