"""Review of compaction: rejected and accepted candidates, verdicts, regression cases."""
