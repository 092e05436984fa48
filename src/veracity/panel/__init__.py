"""The FIRE panel: randomized multi-arm experiments over agent tasks, and their analysis.

Attempts (one agent run of one task under one arm) are the records everything here shares: the
panel runner writes them, `import-harbor` converts Harbor trials into them, and the analysis reads
them together with the runtime hooks' decision logs (`veracity.runtime`).
"""
