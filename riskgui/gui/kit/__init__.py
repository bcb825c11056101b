"""What every part of the window shares; no part of it knows a battle's meaning.

- ``widgets``: spin boxes that clamp and say so, labels, buttons, the seed field, a
  part in a scroll area (``scrolled``), a table's column titles with their tool tips
  (``label_table``).
- ``lazy_view``: ``LazyView``, a tab that computes only while it is shown.
- ``preset_combo``: the rules presets as a combo box.
- ``plot_style``: one colour per meaning and the look every chart shares; ``axes``:
  axes with the tick labels riskgui's charts need; ``chart_svg``: a chart as a PNG or
  SVG file.
- ``throttle``: ``Throttler`` and ``Debouncer``, the one timing helper for redraws and
  restarts.
- ``last_folder``: where file dialogs open (the last folder used, else documents);
  ``json_files``: open and save dialogs for a kind of JSON file, and reading and writing it.
- ``sentence``: a message from the core made a sentence, the one way every tab does it.
- ``runner``: ``JobRunner``, which runs a job on a worker thread, cancels it, and drops
  what a replaced run still sends.

Imports ``jobs``, ``settings`` and the core; imported by the session and the views.
"""
