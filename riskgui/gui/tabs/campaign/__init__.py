"""The Campaign tab: one stack conquering territories in a row.

``tab`` holds the inputs and runs the jobs; ``results`` shows the answer; ``route_text``
reads the text fields.
"""
