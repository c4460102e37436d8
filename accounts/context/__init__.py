"""The per-turn path (record the turn, build what the model gets) and the next-turn preview."""
