"""Facts: screening proposals from compaction, stated facts, and the facts screen's reads."""
