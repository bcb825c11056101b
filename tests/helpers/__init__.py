"""What several test packages share: oracle values, window helpers, strategies, the leak guard."""
