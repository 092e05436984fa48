"""veracity: make tool-using agents report only what they observed, and measure whether they do."""

__version__ = "0.1.0"
