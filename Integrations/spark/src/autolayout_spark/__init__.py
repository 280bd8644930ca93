"""OpenAutoLayout's bulk cell heights (``autolayout heights``) as an Apache Spark job.

``cell_heights(df, template, widths)`` computes, per row of a DataFrame and per width, the height
UITableView would give the cell, with one ``autolayout heights`` process per partition;
``python -m autolayout_spark heights ...`` does the same from files (JSON Lines or Parquet).
"""

from .heights import cell_heights, cell_heights_of_lines, result_schema
from .metrics import HeightsCounts, HeightsMetrics
from .process import ToolFailure

__all__ = ["cell_heights", "cell_heights_of_lines", "result_schema", "HeightsMetrics", "HeightsCounts",
           "ToolFailure"]
