"""The rules engine: pure Python, no Qt, no files, no clocks."""
