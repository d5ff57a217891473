"""Adapters for the frameworks users already have; each is an optional extra.

- :mod:`kglink.integrations.langchain`: ``KglinkRetriever``, a LangChain
  ``BaseRetriever`` that takes the chat history (``pip install 'kglink[langchain]'``).
- :mod:`kglink.integrations.llama_index`: ``KglinkRetriever``, a LlamaIndex
  ``BaseRetriever``, and ``as_chat_engine`` (``pip install 'kglink[llama-index]'``).

Importing :mod:`kglink` (or this package) imports neither framework; importing an
adapter without its framework raises :class:`~kglink.errors.MissingDependencyError`
naming the extra.
"""
