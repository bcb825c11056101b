"""The rules of a battle: how each side rolls its dice and how the dice are compared.

- ``model``: ``Side`` and ``Rules`` (frozen, validated on construction), ``Ties``, ``CLASSIC``.
- ``presets``: every edition's rules with their sources, and their labels.
- ``fields``: the rules as named text fields, shared by the CLI flags, the rules panel
  and the saved settings.

Imports only the shared basics (``budget``, ``limits``); everything above may import it.
"""
