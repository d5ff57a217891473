"""Benchmarks on synthetic data: a generator of large ontologies and the timings."""

from kglink.bench.link import LinkBenchResult, run_link_bench
from kglink.bench.synthetic import synthetic_ontology, synthetic_queries, write_ontology

__all__ = ["LinkBenchResult", "run_link_bench", "synthetic_ontology", "synthetic_queries", "write_ontology"]
