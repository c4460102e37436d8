"""The message log: accounts and their messages, as the agent records them."""
