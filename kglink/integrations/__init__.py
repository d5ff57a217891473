"""Adapters for the frameworks users already have; each is an optional extra.

- :mod:`kglink.integrations.langchain`: ``KglinkRetriever``, a LangChain
  ``BaseRetriever`` that takes the chat history (sync, async, batch, callbacks), and its
  ``as_history_aware()`` Runnable for ``create_retrieval_chain``
  (``pip install 'kglink[langchain]'``).
- :mod:`kglink.integrations.llama_index`: ``KglinkHistoryRetriever`` (stateless, reads a
  chat engine's memory), ``KglinkRetriever`` (keeps one conversation) and
  ``as_chat_engine`` (``pip install 'kglink[llama-index]'``).

Importing :mod:`kglink` (or this package) imports neither framework; importing an
adapter without its framework raises :class:`~kglink.errors.MissingDependencyError`
naming the extra.
"""
