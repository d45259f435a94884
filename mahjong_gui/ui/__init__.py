"""The Qt face of the app. Only this package imports PySide6."""
