"""Reviewing a played game without Qt: the judge that values every legal candidate of one
decision over sampled futures (``judge``), the walk over a saved log (``review``), and the
categories and reason ids a face translates (``explain``). The engine never imports this."""
