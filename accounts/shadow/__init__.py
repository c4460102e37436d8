"""Shadow mode: the shadow record of what the engine would have sent, and its retention."""
