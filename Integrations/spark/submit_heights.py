"""``spark-submit`` takes a Python file, not ``-m``: this one runs ``python -m autolayout_spark``.

    spark-submit --py-files autolayout_spark.zip Integrations/spark/submit_heights.py heights ...
"""

from autolayout_spark.cli import main

raise SystemExit(main())
