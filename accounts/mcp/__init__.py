"""The MCP door (API.md v1.2 "MCP"): the tools ``recall``, ``remember`` and ``forget``.

``tools.memory_server`` builds the server with the official ``mcp`` SDK;
``http`` serves it over streamable HTTP at ``/mcp`` (the ASGI application,
``memoryadmin/asgi.py``), and ``manage.py mcp_stdio`` over stdio.
"""
