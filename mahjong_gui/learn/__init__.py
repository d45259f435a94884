"""The Learn area's pages, without Qt: page templates per language (``resources/learn``), the
worked examples the engine settles when a page is built, the glossary, and the builder that
fills a template's placeholders. The words and number format come from the caller (``Words``).
"""
