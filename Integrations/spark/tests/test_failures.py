"""Exactly once under a killed task, a failing tool, empty input."""

import os
import stat

import pyarrow.parquet as pq
import pytest
from pyspark.errors import PySparkException
from pyspark.sql import functions as F

from autolayout_spark import HeightsMetrics, cell_heights, cell_heights_of_lines
from autolayout_spark.cli import parse_arguments, run
from conftest import TEMPLATE, write_lines

# More rows per partition than the tool's chunk (32,768 lines), so the killed attempt has
# already handed results on to Spark when its process dies.
ROWS_PER_PARTITION = 34_000


def failed_tasks(spark, group: str) -> int:
    tracker = spark.sparkContext.statusTracker()
    return sum(tracker.getStageInfo(stage).numFailedTasks
               for job in tracker.getJobIdsForGroup(group)
               for stage in tracker.getJobInfo(job).stageIds if tracker.getStageInfo(stage) is not None)


def test_a_killed_task_is_retried_and_every_row_answered_once(spark, binary, tmp_path, monkeypatch):
    """Partition 1's process is killed mid-partition on the first attempt, after some of its
    results went to Spark; Spark retries the task; the committed output has each row once."""
    def cheap_row(index: int) -> tuple:  # short texts the tool has cached: a cheap partition
        hidden = "true" if index % 3 == 0 else "false"
        return (f'{{"id": {index}, "name": "Ada", "time": "1m", "handle": "@ada", "body": "Hi {index % 50}.", '
                f'"photo": {{"hidden": {hidden}}}}}',)

    count = 2 * ROWS_PER_PARTITION
    lines = spark.sparkContext.parallelize(range(count), 2).map(cheap_row).toDF(["value"])
    monkeypatch.setenv("AUTOLAYOUT_SPARK_TEST_KILL", f"1:{ROWS_PER_PARTITION - 1000}")
    metrics = HeightsMetrics(spark.sparkContext)
    results = cell_heights_of_lines(lines, TEMPLATE, [375], binary=binary, metrics=metrics)
    monkeypatch.delenv("AUTOLAYOUT_SPARK_TEST_KILL")
    output = str(tmp_path / "heights")
    spark.sparkContext.setJobGroup("killed-task", "the killed-task test")
    try:
        results.write.parquet(output)
    finally:
        spark.sparkContext.setJobGroup("", "")
    assert failed_tasks(spark, "killed-task") == 1
    table = pq.read_table(output)
    ids = table.column("id").to_pylist()
    assert len(ids) == count and set(ids) == {str(i) for i in range(count)}
    assert table.column("error").null_count == count
    assert metrics.counts().rows == count  # the killed attempt's counts were dropped with it


def test_a_failing_tool_fails_the_job_with_its_message(spark, binary, tmp_path):
    broken = write_lines(tmp_path / "broken-template.json", ["{ not a layout document"])
    frame = spark.createDataFrame([(1, "Ada")], "id int, name string")
    with pytest.raises(PySparkException) as failure:
        cell_heights(frame, broken, [375], binary=binary).collect()
    message = str(failure.value)
    assert "autolayout heights (exit code 1)" in message and "broken-template.json" in message


def test_empty_input_and_empty_partitions_start_no_process(spark, binary, tmp_path):
    """A wrapper binary leaves one marker file per process it starts."""
    markers = tmp_path / "markers"
    markers.mkdir()
    counting = tmp_path / "counting-autolayout"
    counting.write_text(f'#!/bin/sh\ntouch "{markers}/started.$$"\nexec "{binary}" "$@"\n')
    counting.chmod(counting.stat().st_mode | stat.S_IXUSR)
    empty = spark.createDataFrame([], "id long, name string").repartition(3)
    assert cell_heights(empty, TEMPLATE, [375], binary=str(counting)).collect() == []
    assert os.listdir(markers) == []
    # Four partitions, two of them empty.
    frame = spark.range(0, 40, numPartitions=4).where("id < 10 or id >= 30").select(
        "id", F.concat(F.lit("Post "), F.col("id").cast("string")).alias("body"))
    rows = cell_heights(frame, TEMPLATE, [375, 414], binary=str(counting)).collect()
    assert len(rows) == 40 and all(row["error"] is None for row in rows)
    assert len(os.listdir(markers)) == 2


def test_an_empty_file_gives_an_empty_output(spark, binary, tmp_path):
    source = write_lines(tmp_path / "empty.jsonl", [""])
    output = str(tmp_path / "heights")
    summary = run(parse_arguments(["heights", TEMPLATE, source, output, "--width", "375", "--binary", binary,
                                   "--progress", "0"]), spark)
    assert summary.startswith("0 rows, 0 results")
    assert pq.read_table(output).num_rows == 0
