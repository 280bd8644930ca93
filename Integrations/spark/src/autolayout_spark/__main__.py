"""``python -m autolayout_spark heights TEMPLATE INPUT OUTPUT --width W ...`` (see ``cli``)."""

import sys

from .cli import main

sys.exit(main())
