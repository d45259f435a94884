"""The main window's parts: ``areas`` (the areas and their pages' making), ``base`` (the
pages built on demand), ``menus`` and ``links`` (each a ``base.WindowBase`` named
``MainWindow``); ``mahjong_gui.ui.main_window`` assembles them."""
