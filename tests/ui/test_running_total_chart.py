"""One running-total chart (``ui/widgets/chart.py``) for the scorebook and the end of a match:
the same series, scale and points, each in its own look."""

from __future__ import annotations

from mahjong_gui.ui.dialogs import ScoreChart
from mahjong_gui.ui.widgets.chart import MATCH_LOOK, SCOREBOOK_LOOK, RunningTotalChart

NAMES = ["An", "Bình", "Chi", "Dũng"]
RUNNING = [(4, -1, -1, -2), (10, -9, 1, -2), (7, -9, 4, -2)]


def test_the_scorebook_s_running_totals_start_at_zero(qtbot) -> None:
    chart = RunningTotalChart()
    qtbot.addWidget(chart)
    chart.resize(480, 240)
    assert chart.look is SCOREBOOK_LOOK and chart.hands == 0
    chart.set_data(NAMES, RUNNING, "nothing yet")
    assert chart.series == [[0, 4, 10, 7], [0, -1, -9, -9], [0, -1, 1, 4], [0, -2, -2, -2]]
    assert chart.running == RUNNING and chart.hands == 3
    area = chart.plot_rect()
    top = chart.points(0)[2]  # +10, the highest total, on the plot's top edge
    bottom = chart.points(1)[2]  # -9, the lowest, on its bottom edge
    assert (top.y(), bottom.y()) == (area.top(), area.bottom())
    assert [p.x() for p in chart.points(2)] == [area.left() + area.width() * i / 3
                                                 for i in range(4)]
    # The legend below: the plot starts 10 pixels from the top.
    assert area.top() == 10


def test_the_match_chart_is_the_same_chart_in_the_match_s_look(qtbot) -> None:
    history = [[25000] * 4] + [[25000 + v for v in row] for row in RUNNING]
    chart = ScoreChart(history, NAMES)
    qtbot.addWidget(chart)
    chart.resize(480, 240)
    assert isinstance(chart, RunningTotalChart) and chart.look is MATCH_LOOK
    assert chart.series[0] == [25000, 25004, 25010, 25007] and chart.hands == 3
    assert chart.objectName() == "score_chart" and chart.minimumHeight() == 170
    # The legend above: the plot starts below a line of text.
    assert chart.plot_rect().top() == chart.fontMetrics().height() + 8
    # Zero is on the scale: scores of 25,000 stand near the top.
    zero_to_top = chart.points(0)[0].y() - chart.plot_rect().top()
    assert 0 <= zero_to_top < chart.plot_rect().height() * (10 / 25010) + 1
